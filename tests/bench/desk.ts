/**
 * `npm run bench:desk`: the broker's desk, signed in, on a freshly started built server with a
 * throwaway store (`npm run build` first). A broker enrols with Chromium's virtual authenticator;
 * leads are stored; then Lighthouse's desktop preset and axe (WCAG 2.1 A and AA) run on the
 * inbox and on a lead's page with the session cookie, and a new lead's arrival at an open inbox
 * is timed: from the 201 of `POST /api/submit-lead` to its row in the page, over 20 leads, and
 * to its push reaching a subscribed device's push service (`desk-push.ts`). Then the inbox with
 * 100,000 leads on an emulated mid-range phone, first row visible, over `--phone-loads` first
 * visits (`desk-phone.ts`). A benchmark, not a test: it reports, and fails when it could not
 * measure or the phone's first row is over its budget (1.5 s at p95).
 *
 *   npm run bench:desk -- --leads 20 --runs 3 --phone-loads 5
 *   npm run bench:desk -- --phone-only
 */
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../chromium.mjs";
import { enrolBroker } from "../e2e/desk/enrol";
import { wcagViolations } from "../fixtures/wcag";
import { benchPhoneInbox } from "./desk-phone";
import { benchVapidEnv, measurePushes } from "./desk-push";
import { startBuiltServer } from "./server";

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "20" },
    runs: { type: "string", default: "3" },
    "phone-loads": { type: "string", default: "5" },
    "phone-only": { type: "boolean", default: false },
  },
});
// Not SEO: the desk asks search engines to keep out (`noindex`), as it should.
const CATEGORIES = ["performance", "accessibility", "best-practices"];

const median = (xs: number[]) => percentile(xs, 50);
function percentile(xs: number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN
  );
}

/** Stores a debt lead as a widget on another site would; resolves with its id when answered 201. */
async function submitLead(base: string, name: string, phone: string) {
  const response = await fetch(`${base}/api/submit-lead`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: "https://partner.example",
      "Idempotency-Key": crypto.randomUUID(),
    },
    body: JSON.stringify({
      kind: "debt",
      name,
      phone,
      debtAmount: "$10,000 - $30,000",
      source: "debt-lead-inline",
    }),
  });
  const answeredAt = Date.now();
  if (response.status !== 201) throw new Error(`submit-lead answered ${response.status}`);
  const { id } = (await response.json()) as { id: string };
  return { id, answeredAt };
}

async function main() {
  const vapid = benchVapidEnv();
  const server = await startBuiltServer({
    DESK_SIGN_IN_RATE_LIMIT: "0",
    FORM_SERVICE_ACCESS_KEY: "",
    ...vapid,
  });
  const origin = server.base.replace("127.0.0.1", "localhost");
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: chromiumLaunchOptions.args,
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    // Lighthouse opens its own tabs in the browser's default context, which holds the cookie.
    const context = browser.contexts()[0];
    if (!context) throw new Error("the browser has no default context");
    const { page } = await enrolBroker(await context.newPage(), {
      email: "bench@example.com",
      origin,
      dataDir: server.dataDir,
    });
    const stored = [];
    for (let i = 0; i < 30; i++) {
      stored.push(
        await submitLead(server.base, `Bench Lead ${i}`, `04000000${String(i).padStart(2, "0")}`),
      );
    }
    const leadPage = `${origin}/desk/leads/${stored[0]?.id}`;

    // A new lead's arrival at the open inbox, seen by a MutationObserver in the page.
    await page.goto(`${origin}/desk`);
    await page.getByRole("img", { name: "New leads: Live" }).waitFor();
    await page.evaluate(() => {
      const seen: Record<string, number> = {};
      Object.assign(window, { seen });
      new MutationObserver(() => {
        for (const li of document.querySelectorAll<HTMLElement>("li[data-lead-id]")) {
          const id = li.dataset.leadId ?? "";
          seen[id] ??= Date.now();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    const arrivals: number[] = [];
    for (let i = 0; i < Number(values.leads); i++) {
      const { id, answeredAt } = await submitLead(
        server.base,
        `Live Lead ${i}`,
        `04100000${String(i).padStart(2, "0")}`,
      );
      await page.locator(`li[data-lead-id="${id}"]`).waitFor();
      const seenAt = await page.evaluate(
        (lead) => (window as unknown as { seen: Record<string, number> }).seen[lead],
        id,
      );
      if (seenAt === undefined) throw new Error(`lead ${id} was not seen arriving`);
      arrivals.push(seenAt - answeredAt);
    }

    const pushes = await measurePushes(
      page as never,
      vapid.PUSH_VAPID_PUBLIC_KEY ?? "",
      Number(values.leads),
      (i) => submitLead(server.base, `Pushed Lead ${i}`, `04200000${String(i).padStart(2, "0")}`),
    );

    const rows: string[] = [];
    for (const [label, url] of [
      ["inbox", `${origin}/desk`],
      ["a lead's page", leadPage],
    ] as const) {
      await page.goto(url);
      await page.getByRole("heading", { level: 1 }).waitFor();
      const violations = await wcagViolations(page as never);
      const scores: Record<string, number[]> = {};
      for (let run = 0; run < Number(values.runs); run++) {
        const outcome = await lighthouse(
          url,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: CATEGORIES,
            // Clearing the origin's storage would clear the session cookie too.
            disableStorageReset: true,
          },
          desktopConfig,
        );
        const lhr = outcome?.lhr;
        if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}`);
        if (lhr.finalDisplayedUrl !== url)
          throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}`);
        // Measured signed in: the page's own look-up of who is signed in was answered 200.
        const requests = lhr.audits["network-requests"]?.details;
        const me = (requests?.type === "table" ? requests.items : []).find((item) =>
          String(item.url).endsWith("/desk/api/me"),
        );
        if (me?.statusCode !== 200) throw new Error(`Lighthouse was not signed in on ${url}`);
        for (const id of CATEGORIES) {
          scores[id] = [...(scores[id] ?? []), (lhr.categories[id]?.score ?? 0) * 100];
        }
      }
      rows.push(
        `| ${label} | ${CATEGORIES.map((id) => median(scores[id] ?? [])).join(" | ")} | ${violations.length} |`,
      );
      for (const violation of violations) console.error(`axe, ${label}: ${violation}`);
    }
    console.log(
      [
        `# The desk, signed in: Lighthouse desktop (median of ${values.runs}) and axe`,
        "",
        "| page | performance | accessibility | best practices | axe violations |",
        "| --- | --- | --- | --- | --- |",
        ...rows,
        "",
        `A new lead at an open inbox, from submit-lead's 201 to its row (${arrivals.length} leads): p50 ${median(arrivals)} ms, p95 ${percentile(arrivals, 95)} ms, max ${Math.max(...arrivals)} ms.`,
        pushes,
      ].join("\n"),
    );
  } finally {
    await browser.close().catch(() => {});
    chrome.kill();
    await server.stop();
  }
}

if (!values["phone-only"]) await main();
const phone = await benchPhoneInbox(Number(values["phone-loads"]));
console.log(`\n${phone.line}`);
if (!phone.ok) process.exitCode = 1;
