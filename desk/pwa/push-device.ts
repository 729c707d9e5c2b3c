import { api } from "../api/client";

/*
 * This browser's side of the desk's notifications: whether it can take them, its push
 * subscription, and the desk API that keeps each device's subscription for its session.
 */

export interface PushSettings {
  publicKey: string | null;
  quietHours: { starts: string; ends: string } | null;
  timeZone: string;
}

export type DeviceState =
  | { state: "unsupported" }
  | { state: "not-configured" }
  | { state: "blocked" }
  | { state: "off" }
  | { state: "on"; showNames: boolean };

interface SubscriptionAnswer {
  subscribed: boolean;
  showNames: boolean;
}

export const loadPushSettings = () => api<PushSettings>("/push");

const supported = () =>
  "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;

/** The VAPID key as the bytes `pushManager.subscribe` takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration("/desk/");
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const save = (subscription: PushSubscription, showNames?: boolean) =>
  api<SubscriptionAnswer>("/push/subscription", {
    method: "POST",
    body: { ...subscription.toJSON(), ...(showNames === undefined ? {} : { showNames }) },
  });

/**
 * This device's state. A device that allowed notifications is kept subscribed for the session
 * it is signed in with now (a new sign-in after the last one ended takes them up again).
 */
export async function deviceState(settings: PushSettings): Promise<DeviceState> {
  if (!supported()) return { state: "unsupported" };
  if (!settings.publicKey) return { state: "not-configured" };
  if (Notification.permission === "denied") return { state: "blocked" };
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== "granted") return { state: "off" };
  const saved = await save(subscription);
  return { state: "on", showNames: saved.showNames };
}

/** Asks the person, subscribes this browser with the server's key, and keeps it on the server. */
export async function turnOn(publicKey: string): Promise<DeviceState> {
  if ((await Notification.requestPermission()) !== "granted") return { state: "blocked" };
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const saved = await save(subscription);
  return { state: "on", showNames: saved.showNames };
}

export async function turnOff(): Promise<DeviceState> {
  const subscription = await currentSubscription();
  if (subscription) {
    await api("/push/subscription", {
      method: "DELETE",
      body: { endpoint: subscription.endpoint },
    });
    await subscription.unsubscribe();
  }
  return { state: "off" };
}

export async function setShowNames(showNames: boolean): Promise<DeviceState> {
  const subscription = await currentSubscription();
  if (!subscription) return { state: "off" };
  const saved = await save(subscription, showNames);
  return { state: "on", showNames: saved.showNames };
}
