import { useId, useState } from "react";
import type { CampaignValues } from "../../functions/store/desk/types";
import { deskInbox } from "../../src/content/desk";
import { query } from "../api/client";
import { Field } from "../app/Field";
import { useResource } from "../app/use-resource";

/** The campaign filters, by their names in the address and in `/desk/api`. */
export const CAMPAIGN_FILTERS = ["campaign", "source", "medium"] as const;
export type CampaignFilterName = (typeof CAMPAIGN_FILTERS)[number];

/** Each filter's name in the store's filter, its campaign values and the report's answer. */
export const CAMPAIGN_FILTER_KEYS = {
  campaign: "campaign",
  source: "campaignSource",
  medium: "campaignMedium",
} as const satisfies Record<CampaignFilterName, keyof CampaignValues>;

/**
 * The campaign, campaign source and medium filters of the inbox and the report: each offers the
 * values the leads of `from` to `to` carry as the broker types (any case and spacing finds
 * them, and any part of one). `offerOnFocus`: the values are asked for once a field is focused,
 * not with the page (the inbox: reading them goes through every lead, which would hold up its
 * first rows on a large store).
 */
export function CampaignFields({
  from,
  to,
  value,
  onChange,
  offerOnFocus = false,
}: {
  from: string;
  to: string;
  value: Record<CampaignFilterName, string>;
  onChange: (name: CampaignFilterName, text: string) => void;
  offerOnFocus?: boolean;
}) {
  const id = useId();
  const [wanted, setWanted] = useState(!offerOnFocus);
  // The values offered stay while others are asked for; none, if they never come.
  const { loaded } = useResource<CampaignValues>(
    wanted ? `/leads/campaign-values${query({ from, to })}` : null,
  );
  const values =
    loaded.status === "ready" ? loaded.data : loaded.status === "loading" ? loaded.last : null;

  return CAMPAIGN_FILTERS.map((name) => (
    <Field key={name} label={deskInbox[name]}>
      <input
        className="input"
        name={name}
        value={value[name]}
        onChange={(e) => onChange(name, e.target.value)}
        onFocus={() => setWanted(true)}
        list={`${id}-${name}`}
        autoComplete="off"
      />
      <datalist id={`${id}-${name}`}>
        {(values?.[CAMPAIGN_FILTER_KEYS[name]] ?? []).map((offered) => (
          <option key={offered} value={offered} />
        ))}
      </datalist>
    </Field>
  ));
}
