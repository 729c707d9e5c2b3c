import { existsSync } from "node:fs";

/**
 * How every browser test launches Chromium: `CHROME_PATH`, else Debian's `/usr/bin/chromium`,
 * else (undefined) Playwright's own browser. The flags keep a headless run from reaching out to
 * the network on start-up and let it run as root in CI containers.
 */
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROME_PATH || (existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined),
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
  ],
};
