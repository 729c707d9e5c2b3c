import { log } from "../../log";
import type { DeskOptions } from "../../settings/desk";
import { embeddedDataDir, type StoreChoice } from "../../settings/start";
import type { Store } from "../../store";
import { inviteOrigin } from "./commands";
import { deskSocketPath, serveDeskSocket } from "./socket";

/**
 * What the server does for the desk as it starts: on the embedded store, it opens the socket
 * `npm run desk` reaches it through; with no account yet, the log says how to make the first.
 * Resolves to what stops the socket.
 */
export async function deskStartup({
  choice,
  desk,
  store,
  origin,
}: {
  /** The store the server opened. */
  choice: StoreChoice;
  desk: Pick<DeskOptions, "origin">;
  store: Store;
  /** The server's own address, where local invites point. */
  origin: string;
}): Promise<() => Promise<void>> {
  let stop = async () => {};
  const deskOrigin = inviteOrigin(desk, origin);
  const dataDir = embeddedDataDir(choice);
  try {
    if (dataDir) {
      stop = await serveDeskSocket({
        path: deskSocketPath(dataDir),
        store,
        clock: () => new Date(),
        origin: deskOrigin,
      });
    }
    const users = await store.listUsers();
    if (!users.some((user) => user.revokedAt === null)) {
      log.info("desk_has_no_account", {
        message:
          "No one can sign in to the desk yet. Run `npm run desk -- invite --email <your e-mail>` " +
          `(with this server's DATA_DIR or DATABASE_URL) and open the link it prints (${deskOrigin}/desk/enrol?token=…).`,
      });
    }
  } catch (error) {
    log.error("desk_startup_failed", { error });
  }
  return stop;
}
