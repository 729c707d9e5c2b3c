/**
 * The desk's part of `npm run bench:desk` that times a new lead's push: a device of the signed-in
 * broker subscribes (the fake push service's subscription, kept through the desk's own route),
 * then each lead is timed from submit-lead's 201 to the push service accepting its encrypted,
 * signed push.
 */

import type { Page } from "playwright-core";
import webPush from "web-push";
import { startFakePushService } from "../fakes/push-service";

/** The server's push keys for a benchmark run: `PUSH_VAPID_*` of its environment. */
export function benchVapidEnv(): Record<string, string> {
  const keys = webPush.generateVAPIDKeys();
  return {
    PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
    PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
    // The fake push service listens on this machine, over plain HTTP.
    PUSH_SERVICE_HOSTS: "127.0.0.1",
  };
}

const percentile = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)] ??
  Number.NaN;

/**
 * Times `leads` pushes. `page` is a signed-in desk page on `origin`; `submit` stores a lead and
 * resolves to its id and when the 201 came. Resolves to the report's line.
 */
export async function measurePushes(
  page: Page,
  vapidPublicKey: string,
  leads: number,
  submit: (i: number) => Promise<{ id: string; answeredAt: number }>,
): Promise<string> {
  const pushService = await startFakePushService();
  try {
    const device = pushService.subscribe(vapidPublicKey);
    const answer = await page.evaluate(async (subscription) => {
      const response = await fetch("/desk/api/push/subscription", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(subscription),
      });
      return response.status;
    }, device);
    if (answer !== 200) throw new Error(`the push subscription answered ${answer}`);
    const times: number[] = [];
    for (let i = 0; i < leads; i++) {
      const { id, answeredAt } = await submit(i);
      const deadline = Date.now() + 30_000;
      let push = pushService.received.find((one) => one.message.url === `/desk/leads/${id}`);
      while (!push && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        push = pushService.received.find((one) => one.message.url === `/desk/leads/${id}`);
      }
      if (!push) throw new Error(`lead ${id} was never pushed`);
      times.push(push.at - answeredAt);
    }
    return `A new lead pushed to a subscribed device, from submit-lead's 201 to the push service taking it (${times.length} leads): p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms, max ${Math.max(...times)} ms.`;
  } finally {
    await pushService.close();
  }
}
