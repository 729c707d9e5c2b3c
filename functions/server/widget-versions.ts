/**
 * A folder under dist/widgets that holds a pinned version (`1.2.3`, `1.2.3-rc.1`): its files
 * never change once built, so they may be cached for good.
 */
export function isVersionFolder(name: string): boolean {
  return /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/.test(name);
}
