import type { SiteConfig } from "../../src/config";
import { deskTargetLabels } from "../../src/content/desk";
import type { AdPlatform } from "../ad-platforms";
import type { ServerOptions } from "../options";
import type { CrmStore, StageChangeStore, TargetName } from "../store";
import type { EventSettings } from "./conversions/event";
import type { PushTargetOptions } from "./push";
import type { Target } from "./targets";

/** What every target is built from: the server's settings and what it reaches out with. */
export interface TargetContext {
  options: ServerOptions;
  config: SiteConfig;
  fetch: typeof globalThis.fetch;
  /** The stage changes the webhook and the ad platforms are told of. */
  stages: StageChangeStore;
  /** What the conversions report (the strategy session's price, a settled loan's value). */
  events: EventSettings;
  /** Where the desk is served: the lead's link in an e-mail or a CRM's deal. */
  deskOrigin: string;
  /**
   * The store's parts targets keep their own records in (devices, CRM deals); without it,
   * the targets that need it are off (a process that forwards only the lead's own targets).
   */
  store?: PushTargetOptions["store"] & CrmStore;
}

/**
 * One delivery target as it declares itself: its name (a new lead's delivery row), the desk's
 * label for it, its settings out of the server's options (undefined: off), and the targets it
 * makes of them (a family: `meta` also sends `meta:qualified`, `meta:settled`).
 */
export interface TargetDeclaration<Name extends TargetName, Settings> {
  name: Name;
  label: string;
  settings(context: TargetContext): Settings | undefined;
  create(settings: Settings, context: TargetContext): Target[];
}

/** A declaration whose settings are its own business: the forwarder only asks for its targets. */
export interface DeclaredTarget<Name extends TargetName = TargetName> {
  name: Name;
  label: string;
  targets(context: TargetContext): Target[];
}

/**
 * The desk's label of every target (`src/content/desk.ts`), typed so none is missing, but the ad
 * platforms': each keeps its own name, so a new platform needs no entry.
 */
const labels: Record<Exclude<TargetName, AdPlatform>, string> = deskTargetLabels;
const labelOf = (name: TargetName): string =>
  Object.hasOwn(labels, name) ? labels[name as keyof typeof labels] : name;

/** Declares a target, labelled as the desk labels it. */
export function declareTarget<Name extends TargetName, Settings>(
  declaration: Omit<TargetDeclaration<Name, Settings>, "label">,
): DeclaredTarget<Name> {
  return {
    name: declaration.name,
    label: labelOf(declaration.name),
    targets(context) {
      const settings = declaration.settings(context);
      return settings === undefined ? [] : declaration.create(settings, context);
    },
  };
}
