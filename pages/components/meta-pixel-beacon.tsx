import { usePage } from "../context";

/**
 * The no-script half of the debt site's social-ad pixel; the script half is started by the page
 * script from the `meta-pixel-id` meta tag. Nothing is rendered while no pixel id is configured.
 */
export function MetaPixelBeacon() {
  const { config, site } = usePage();
  const id = config.pixels.metaPixelId;
  if (site !== "debt" || !id) return null;
  return (
    <noscript>
      <img
        height={1}
        width={1}
        style={{ display: "none" }}
        alt=""
        src={`https://www.facebook.com/tr?id=${encodeURIComponent(id)}&ev=PageView&noscript=1`}
      />
    </noscript>
  );
}
