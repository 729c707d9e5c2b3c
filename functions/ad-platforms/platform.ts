import type { ClickId } from "../../src/schemas/click-ids";
import type { Outbound, SendOutcome } from "../http/outbound";
import type { ValuesOf, Variable } from "../settings/declare";

/*
 * What an ad platform is, on the ground floor: its settings, read by the options, and how it is
 * told of one conversion, read by the outbox (`forward/conversions/`), which finds the event a
 * delivery reports and hands it to the platform's sender. A sender knows HTTP, not the store.
 */

/** What a conversion reports: the lead, a paid session, or a stage the lead reached. */
export type ConversionKind = "lead" | "purchase" | "booked" | "qualified" | "settled";

/** What the server adds to a lead for the ad platforms' matching. */
export interface ClientSignals {
  ip?: string;
  userAgent?: string;
  /** The page's origin (the `Origin` the browser sent): the event's source URL starts with it. */
  origin?: string;
}

/**
 * What an ad platform is told of a lead, whatever the platform: which event, when, its value,
 * and who (to be hashed by the platform's sender). Never a debt, loan or calculator figure: only
 * identifiers, the event and its value.
 */
export interface ConversionEvent {
  kind: ConversionKind;
  /**
   * The lead's id for the lead itself (the browser pixel's `eventID` too; for a resource request,
   * the key it was sent with), else `<lead id>:<stage>`.
   */
  id: string;
  at: Date;
  value?: { amount: number; currency: string };
  /** Absolute URL of the page the lead was sent from, when known. */
  sourceUrl?: string;
  email?: string;
  phone?: string;
  /** The latest of each platform's click ids the visit brought. */
  clickIds: Partial<Record<ClickId, string>>;
  cookies: { fbc?: string; fbp?: string };
  client: ClientSignals;
  consent: "granted" | "not_required";
}

/** How a sender reaches its platform, and the time it takes as now (a test's clock). */
export interface SenderContext extends Outbound {
  clock?: () => Date;
}

/** Tells the platform of one event: delivered, or why not. */
export type ConversionSender = (event: ConversionEvent) => Promise<SendOutcome>;

/**
 * An ad platform as its module declares it: its name (its delivery rows: `meta`, and the family's
 * `meta:settled`), its brand as the broker reads it, the variables it reads, its settings out of
 * their values (undefined: the platform is off), and its sender once they are on.
 */
export interface AdPlatformDeclaration<
  Name extends string = string,
  Variables extends readonly Variable[] = readonly Variable[],
  Settings = unknown,
> {
  name: Name;
  title: string;
  variables: Variables;
  settings(values: ValuesOf<Variables>): Settings | undefined;
  sender(settings: Settings, context: SenderContext): ConversionSender;
}
