import { generalInformation } from "../../src/content";

/** The credit-advertising footnote closing a service or suburb page. */
export function GeneralInformation() {
  return (
    <div className="container">
      <p className="general-info">{generalInformation}</p>
    </div>
  );
}
