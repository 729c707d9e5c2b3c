import { photoSlots, portraitStandIn } from "../../src/content";
import { imagePath, usePage } from "../context";

/** "Sam" → "S", "Sam Lee" → "SL": the first letters of the first and last names. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

/**
 * The broker's photo once supplied (`photoSlots.brokerPortrait`); until then a monogram
 * portrait, the initials and name on the brand's colours, rather than a drawn face.
 */
export function BrokerPortrait({ alt }: { alt: string }) {
  const { config } = usePage();
  const { file } = photoSlots.brokerPortrait;
  if (file) {
    return <img className="portrait" src={imagePath(file)} alt={alt} width={480} height={560} />;
  }
  return (
    <div className="portrait portrait-stand-in" role="img" aria-label={alt}>
      <span className="portrait-initials">{initialsOf(config.brokerName)}</span>
      <span className="portrait-name">{config.brokerName}</span>
      <span className="portrait-role">{portraitStandIn.role}</span>
    </div>
  );
}
