import type { Location } from "../../src/content";
import { MapPinIcon } from "./icons";
import { NewTabLink } from "./new-tab-link";

interface MapEmbedProps {
  location: Location;
  labels: { showButton: string; linkText: string; note: string };
}

/** About 2 km either side of the suburb's centre. */
const span = { lat: 0.012, lng: 0.02 };

function mapUrls({ lat, lng }: Location["coordinates"]) {
  const bbox = [lng - span.lng, lat - span.lat, lng + span.lng, lat + span.lat]
    .map((value) => value.toFixed(4))
    .join(",");
  return {
    embed: `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lng}`,
    page: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`,
  };
}

/**
 * A map that costs nothing until asked for: the page script reveals the button and swaps in the
 * map frame on click; without the script the plain link opens the map.
 */
export function MapEmbed({ location, labels }: MapEmbedProps) {
  const urls = mapUrls(location.coordinates);
  const place = `${location.name} ${location.state} ${location.postcode}`;
  return (
    <div className="map-embed">
      <div className="map-frame" data-map-embed={urls.embed} data-map-title={`Map of ${place}`}>
        <div className="map-placeholder">
          <MapPinIcon size={36} />
          <p className="map-place">{place}</p>
          <button type="button" className="btn btn-primary map-show" data-map-show="" hidden>
            {labels.showButton}
          </button>
          <p className="map-note">{labels.note}</p>
        </div>
      </div>
      <p className="map-link">
        <NewTabLink href={urls.page}>{labels.linkText}</NewTabLink>
      </p>
    </div>
  );
}
