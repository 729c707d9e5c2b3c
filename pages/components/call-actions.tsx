import { homeSections } from "../../src/content";
import { usePage } from "../context";
import { NewTabLink } from "./new-tab-link";

/** The two ways forward offered across the main site: a call, or pre-approval in a new tab. */
export function CallActions({ tone = "light" }: { tone?: "light" | "dark" }) {
  const { config } = usePage();
  const { callCta, preApprovalCta } = homeSections.hero;
  return (
    <div className="call-actions">
      <a className="btn btn-primary btn-lg" href={callCta.href}>
        {callCta.label}
      </a>
      <NewTabLink
        className={tone === "dark" ? "btn btn-on-dark btn-lg" : "btn btn-outline btn-lg"}
        href={config.referralUrl}
      >
        {preApprovalCta.label}
      </NewTabLink>
    </div>
  );
}
