import { usePage } from "../context";

export function LegalLine() {
  const { config } = usePage();
  return (
    <p className="legal-line">
      {config.businessName} is a credit representative (Credit Representative Number{" "}
      {config.creditRepNumber}) of {config.licenseeName}, Australian Credit Licence{" "}
      {config.aclNumber}.
    </p>
  );
}
