/** Why the project in `root` needs building before it can start, or null when it does not. */
export function whyBuild(root: string): string | null;
