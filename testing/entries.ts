// Written by `npm run docs` from `widgets/<tag>/declaration.ts`: do not edit.
/*
 * Each element's public entry, imported by the package's own name, so the kits run the same
 * from this repository and from a project's node_modules. Importing an entry defines its
 * element. The names are cast to `string` so that TypeScript does not load the built
 * declarations of the elements into this repository's own program, where they would clash
 * with the sources; the emitted JavaScript keeps plain string imports, which the test runner
 * resolves.
 */
export const entries: Readonly<Record<string, () => Promise<unknown>>> = {
  "broker-chat": () => import("eastside-broker-widgets/broker-chat" as string),
  "contact-form": () => import("eastside-broker-widgets/contact-form" as string),
  "debt-calculator": () => import("eastside-broker-widgets/debt-calculator" as string),
  "exit-intent": () => import("eastside-broker-widgets/exit-intent" as string),
  "lead-form": () => import("eastside-broker-widgets/lead-form" as string),
  "preapproval-form": () => import("eastside-broker-widgets/preapproval-form" as string),
  "resource-download": () => import("eastside-broker-widgets/resource-download" as string),
};
