/*
 * For this repository's element suites only: the `aria-snapshot` command is a plugin of
 * `web-test-runner.config.mjs`, which a project using the `./testing` entry does not have.
 */
import { executeServerCommand } from "@web/test-runner-commands";

let unnamed = 0;

/** What a screen reader gets of `element`: its roles and accessible names, as Playwright reads them. */
export async function ariaSnapshot(element: HTMLElement): Promise<string> {
  if (!element.id) element.id = `snapshot-${++unnamed}`;
  return (await executeServerCommand("aria-snapshot", { selector: `#${element.id}` })) as string;
}
