import type { SiteConfig } from "../../src/config";
import type { ServerOptions } from "../options";
import { createFormServiceTarget } from "./form-service";
import type { Target } from "./targets";
import { createWebhookTarget } from "./webhook";

export { createForwarder } from "./forwarder";

/** The targets the options name (see `ServerOptions.deliveryTargets`). */
export function createTargets(
  options: ServerOptions,
  config: SiteConfig,
  fetch: typeof globalThis.fetch,
): Target[] {
  return options.deliveryTargets.map(
    (name): Target =>
      name === "form"
        ? createFormServiceTarget({ ...options.formService, config, fetch })
        : createWebhookTarget({ url: options.webhookUrl, secret: options.webhookSecret, fetch }),
  );
}
