import { usePage } from "../context";
import { NewTabLink } from "./new-tab-link";

/** A call to action that opens the external pre-approval / referral page in a new tab. */
export function ReferralButton({ label }: { label: string }) {
  const { config } = usePage();
  return (
    <NewTabLink className="btn btn-cta" href={config.referralUrl}>
      {label}
    </NewTabLink>
  );
}
