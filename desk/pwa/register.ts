/**
 * Installs the desk's service worker (the shell kept for offline, pushes shown as
 * notifications). A browser without service workers, or one that refuses it, keeps the desk as
 * it was: nothing here may stop the desk from loading.
 */
export function registerDeskWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  navigator.serviceWorker.register("/desk/sw.js", { scope: "/desk/" }).catch(() => {});
}
