/**
 * A stand-in for the form-to-email service on 127.0.0.1, speaking its protocol: `POST /submit`
 * with JSON `{ access_key, subject, message, … }`, answering `{ success, message }`. It answers
 * 503 while down, and records every lead id it was sent and with what answer, and every e-mail
 * it accepted (a lead's, or another, such as a passkey's notice to a desk account).
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export const FORM_SERVICE_KEY = "fault-test-key";

export interface FakeFormService {
  url: string;
  /** Lead ids accepted (200), one entry per acceptance: a lead e-mailed twice is here twice. */
  delivered: string[];
  /** The e-mail body (`message`) of each acceptance, in the order of `delivered`. */
  messages: string[];
  /** Every e-mail accepted (200), lead or not: its addressee, subject and body. */
  sent: { to: string; subject: string; message: string }[];
  /** Requests refused while down. */
  refused: number;
  up(): void;
  down(): void;
  close(): Promise<void>;
}

export async function startFakeFormService(options: { up: boolean }): Promise<FakeFormService> {
  let healthy = options.up;
  const fake = {
    url: "",
    delivered: [] as string[],
    messages: [] as string[],
    sent: [] as { to: string; subject: string; message: string }[],
    refused: 0,
    up() {
      healthy = true;
    },
    down() {
      healthy = false;
    },
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      let form: { access_key?: string; message?: string; to?: string; subject?: string } = {};
      try {
        form = JSON.parse(body);
      } catch {
        // answered 400 below
      }
      const leadId = /Lead id: (\S+)/.exec(form.message ?? "")?.[1];
      const valid =
        req.url === "/submit" && form.access_key === FORM_SERVICE_KEY && Boolean(form.message);
      const status = !valid ? 400 : healthy ? 200 : 503;
      if (status === 200 && leadId) {
        fake.delivered.push(leadId);
        fake.messages.push(form.message ?? "");
      }
      if (status === 200) {
        fake.sent.push({
          to: form.to ?? "",
          subject: form.subject ?? "",
          message: form.message ?? "",
        });
      }
      if (status === 503) fake.refused++;
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ success: status === 200, message: String(status) }));
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
