import webPush from "web-push";
import type { CliIo } from "./cli-io";

/**
 * `npm run desk -- push-keys`: a new VAPID key pair as the two settings to add to the server's
 * environment. Nothing is stored: the private key is printed once, for the operator to keep.
 * Changing the pair later unsubscribes every device (each allows notifications again).
 */
export function printPushKeys(io: CliIo): number {
  const { publicKey, privateKey } = webPush.generateVAPIDKeys();
  io.stdout(`PUSH_VAPID_PUBLIC_KEY=${publicKey}\nPUSH_VAPID_PRIVATE_KEY=${privateKey}\n`);
  io.stderr(
    "Add both to the server's environment (keep the private key secret) and restart it; " +
      "each desk device then allows notifications in Settings.\n",
  );
  return 0;
}
