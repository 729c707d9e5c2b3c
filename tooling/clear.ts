import { existsSync, readdirSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * Removes what `dir` holds but the paths `keep` names (relative to `dir`, such as `main/embed`):
 * a step clears its own earlier output and leaves what other steps wrote beside it.
 */
export function clearExcept(dir: string, keep: string[]): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    if (keep.includes(name)) continue;
    const path = join(dir, name);
    const inside = keep
      .filter((k) => k.startsWith(`${name}/`))
      .map((k) => k.slice(name.length + 1));
    if (inside.length > 0 && statSync(path).isDirectory()) clearExcept(path, inside);
    else rmSync(path, { recursive: true, force: true });
  }
}
