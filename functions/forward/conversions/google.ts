import type { GoogleSettings } from "../../settings/ad-platforms/google";
import { CONVERSION_STAGES, type DeliveryTarget } from "../../store";
import { declareTarget } from "../target-declaration";
import { deliverJson, type Outbound, type SendOutcome, type Target, under } from "../targets";
import { type ConversionEvent, conversionEventOf, type EventSettings } from "./event";
import { googleTokenSource, type TokenSource } from "./google-token";
import { normaliseEmail, phoneE164, sha256Hex } from "./normalise";

/*
 * Google Ads conversions through the Data Manager API's `events:ingest` (the Google Ads API
 * takes no new offline-click-conversion users since June 2026), with plain `fetch`: the
 * official `@google-ads/datamanager` is a 0.x release built on gRPC (google-gax) for what is
 * one documented JSON POST.
 */

export interface GoogleTargetOptions extends Outbound {
  name: DeliveryTarget;
  google: GoogleSettings;
  events: EventSettings;
  tokens: TokenSource;
}

/** The `events:ingest` request for one event to one conversion action. */
export function ingestRequest(
  event: ConversionEvent,
  google: GoogleSettings,
  conversionAction: string,
): Record<string, unknown> {
  const email = event.email ? normaliseEmail(event.email) : undefined;
  const phone = event.phone ? phoneE164(event.phone) : undefined;
  const identifiers = [
    ...(email ? [{ emailAddress: sha256Hex(email) }] : []),
    ...(phone ? [{ phoneNumber: sha256Hex(phone) }] : []),
  ];
  const { gclid, gbraid, wbraid } = event.clickIds;
  const adIdentifiers = {
    ...(gclid ? { gclid } : {}),
    ...(gbraid ? { gbraid } : {}),
    ...(wbraid ? { wbraid } : {}),
  };
  // A booking is made on a web page, the other stages in the desk.
  const isStage = event.kind === "qualified" || event.kind === "settled";
  return {
    destinations: [
      {
        operatingAccount: { accountType: "GOOGLE_ADS", accountId: google.operatingAccountId },
        ...(google.loginAccountId
          ? { loginAccount: { accountType: "GOOGLE_ADS", accountId: google.loginAccountId } }
          : {}),
        productDestinationId: conversionAction,
      },
    ],
    events: [
      {
        transactionId: event.id,
        eventTimestamp: event.at.toISOString(),
        eventSource: isStage ? "OTHER" : "WEB",
        ...(Object.keys(adIdentifiers).length > 0 ? { adIdentifiers } : {}),
        ...(identifiers.length > 0 ? { userData: { userIdentifiers: identifiers } } : {}),
        ...(event.value
          ? { conversionValue: event.value.amount, currency: event.value.currency }
          : {}),
        // Only leads whose page granted consent, or did not ask for it, are ever sent.
        consent: { adUserData: "CONSENT_GRANTED", adPersonalization: "CONSENT_GRANTED" },
      },
    ],
    encoding: "HEX",
    validateOnly: google.validateOnly,
  };
}

interface GoogleError {
  code?: number;
  message?: string;
  status?: string;
}

/** Reports each lead (and each stage it reaches) to a Google Ads conversion action. */
export function createGoogleTarget(options: GoogleTargetOptions): Target {
  const { google, tokens } = options;
  const url = under(google.url, "v1/events:ingest");
  return {
    name: options.name,
    async send(lead, delivery): Promise<SendOutcome> {
      const event = await conversionEventOf(lead, delivery, options.events);
      if ("skip" in event) return { outcome: "skip", reason: event.skip };
      const action = google.conversionActions[event.kind];
      if (!action) {
        return {
          outcome: "skip",
          reason: `no Google Ads conversion action is set for ${event.kind} (GOOGLE_DATA_MANAGER_${event.kind.toUpperCase()}_ACTION)`,
        };
      }
      const request = ingestRequest(event, google, action);
      const first = (request.events as Array<Record<string, unknown>>)[0] ?? {};
      if (!first.adIdentifiers && !first.userData) {
        return {
          outcome: "skip",
          reason: "the lead has no click id, e-mail or phone to match it by",
        };
      }
      const authorization = tokens.token().then((token) => ({ Authorization: `Bearer ${token}` }));
      const sent = await deliverJson(options, url, authorization, JSON.stringify(request));
      if (!("refusal" in sent)) return sent;
      const response = sent.refusal;
      const body = (await response.json().catch(() => ({}))) as { error?: GoogleError };
      const error = body.error ?? {};
      const said = `HTTP ${response.status}: ${error.status ?? "error"}: ${(error.message ?? "no message").slice(0, 300)}`;
      if (response.status === 401) tokens.forget();
      const transient =
        response.status === 401 || response.status === 429 || response.status >= 500;
      return transient ? { outcome: "retry", error: said } : { outcome: "fail", error: said };
    },
  };
}

/** Google's Data Manager: the lead, and each conversion stage it reaches. */
export const googleTarget = declareTarget({
  name: "google",
  settings: ({ options }) => options.conversions.google,
  create: (google, { events, fetch }) => {
    const tokens = googleTokenSource(google, fetch);
    return (
      ["google", ...CONVERSION_STAGES.map((stage) => `google:${stage}` as const)] as const
    ).map((name) => createGoogleTarget({ name, google, events, tokens, fetch }));
  },
});
