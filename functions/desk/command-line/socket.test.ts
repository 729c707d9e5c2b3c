import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { migratedStoreDir } from "../../../tests/fixtures/store-dir";
import { osUser } from "../../os-user";
import { openStore } from "../../store";
import { askDeskSocket, deskSocketPath, serveDeskSocket } from "./socket";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("the desk socket's audit", () => {
  it("names the OS user the server runs as, whatever actor the caller claims", async () => {
    const dir = await migratedStoreDir("desk-socket-");
    dirs.push(dir);
    const store = await openStore({ DATA_DIR: dir });
    const stop = await serveDeskSocket({
      path: deskSocketPath(dir),
      store,
      clock: () => new Date(),
      origin: "http://localhost:9912",
    });
    try {
      // An older client, or a forged one, still sends who it says it is.
      const claimed = { args: ["invite", "--email", "new@example.com"], actor: "someone-else" };
      const answer = await askDeskSocket(deskSocketPath(dir), claimed);

      expect(answer?.code).toBe(0);
      const [entry] = await store.listAudit({ limit: 1 });
      expect(entry).toMatchObject({ action: "invite", actor: `cli:${osUser()}` });
      expect(entry?.actor).not.toContain("someone-else");
    } finally {
      await stop();
      await store.close();
    }
  }, 120_000);
});
