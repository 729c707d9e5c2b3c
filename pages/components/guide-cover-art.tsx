import { fillTemplates, guideCover } from "../../src/content";
import { usePage } from "../context";

/**
 * The 2% guide's cover, typeset in markup rather than drawn: the guide's own title and contents
 * on a paper-like card. Decorative to screen readers, which hear the link's name instead.
 */
export function GuideCoverArt() {
  const { config } = usePage();
  const cover = fillTemplates(guideCover, config);
  return (
    <span className="guide-cover-art" aria-hidden="true">
      <span className="guide-cover-band">
        <span className="guide-cover-eyebrow">{cover.eyebrow}</span>
        <span className="guide-cover-figure">{cover.figure}</span>
        <span className="guide-cover-title">{cover.title}</span>
      </span>
      <span className="guide-cover-points">
        {cover.points.map((point) => (
          <span key={point} className="guide-cover-point">
            {point}
          </span>
        ))}
      </span>
      <span className="guide-cover-footer">{cover.footer}</span>
    </span>
  );
}
