import type { CDPSession, Page } from "@playwright/test";
import { runDeskCli } from "../../../functions/cli/desk";

/**
 * Signing in to the desk from a test: an invite made by `npm run desk -- invite` (run in this
 * process, it reaches the e2e server over the socket in its DATA_DIR, which playwright.config.ts
 * shares as E2E_DATA_DIR), and Chromium's virtual authenticator standing in for a phone or a
 * laptop's fingerprint reader. The desk is served on localhost: passkeys cannot be bound to an
 * IP address, and /desk on 127.0.0.1 redirects there.
 */

/** The e2e server's desk origin, on localhost. */
export function deskOrigin(): string {
  return `http://localhost:${Number(process.env.E2E_PORT ?? 8181)}`;
}

/**
 * Makes an invite for `email` through the running server (the suite's, or the one whose store is
 * `dataDir`); resolves to its enrolment path. The account is an owner (the suite's servers hold
 * many brokers' accounts, and only an owner exports, erases or invites) unless `owner` is false.
 */
export async function inviteLink(
  email: string,
  dataDir = process.env.E2E_DATA_DIR,
  { owner = true } = {},
): Promise<string> {
  if (!dataDir)
    throw new Error("E2E_DATA_DIR is unset: run the suite through playwright.config.ts");
  let output = "";
  const code = await runDeskCli(["invite", "--email", email, ...(owner ? ["--owner"] : [])], {
    env: { DATA_DIR: dataDir },
    stdout: (text) => {
      output += text;
    },
    stderr: (text) => {
      output += text;
    },
  });
  const link = /https?:\/\/\S+\/desk\/enrol\?token=[\w%-]+/.exec(output)?.[0];
  if (code !== 0 || !link) throw new Error(`npm run desk -- invite failed (${code}): ${output}`);
  const { pathname, search } = new URL(link);
  return `${pathname}${search}`;
}

/**
 * Gives `page` a platform authenticator that holds passkeys and verifies its user without a
 * prompt, as a phone with a fingerprint set up would.
 */
export async function addVirtualAuthenticator(
  page: Page,
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}

/**
 * Invites `email`, opens the link in `page` and registers a passkey on a virtual authenticator:
 * resolves once the desk is open and signed in (on localhost), with the authenticator, which
 * signs in again after a sign-out.
 */
export async function enrolBroker(
  page: Page,
  {
    email,
    deviceName = "Test laptop",
    name = "",
    link,
    origin = deskOrigin(),
    dataDir,
  }: {
    email: string;
    deviceName?: string;
    name?: string;
    /** An invite already made for `email` (`inviteLink`); a new one unless given. */
    link?: string;
    /** A server a spec started itself: its desk origin (on localhost) and its store directory. */
    origin?: string;
    dataDir?: string;
  },
): Promise<{ page: Page; cdp: CDPSession; authenticatorId: string }> {
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(`${origin}${link ?? (await inviteLink(email, dataDir))}`);
  if (name) await page.getByLabel("Your name").fill(name);
  await page.getByLabel("Name this device").fill(deviceName);
  await Promise.all([
    page.waitForURL(`${origin}/desk`),
    page.getByRole("button", { name: "Create passkey" }).click(),
  ]);
  return { page, ...authenticator };
}
