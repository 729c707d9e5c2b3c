/**
 * Serves the repository root for the demo pages: `npx tsx demo/serve.ts` then open
 * http://127.0.0.1:4173/demo/. `POST /api/submit-lead` answers like the real function would on
 * success (201) without storing anything, so the forms can be tried without the server.
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "127.0.0.1";

const types: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
};

createServer((request, response) => {
  const url = new URL(request.url ?? "/", `http://${host}`);
  if (url.pathname === "/api/submit-lead" && request.method === "POST") {
    request.resume();
    response.writeHead(201, { "content-type": "application/json" });
    response.end(JSON.stringify({ ok: true, id: `demo-${Date.now()}` }));
    return;
  }
  let file = normalize(join(root, decodeURIComponent(url.pathname)));
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!existsSync(file) || file.includes(`${root}/node_modules`)) {
    response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
    return;
  }
  response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(response);
}).listen(port, host, () => {
  console.log(`Demos at http://${host}:${port}/demo/`);
});
