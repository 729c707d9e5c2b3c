import { usePage } from "../context";

/** A call to action that opens the external pre-approval / referral page in a new tab. */
export function ReferralButton({ label }: { label: string }) {
  const { config } = usePage();
  return (
    <a className="btn btn-cta" href={config.referralUrl} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
