import { locations } from "../../src/content";
import { ChevronLeftIcon, ChevronRightIcon, MapPinIcon } from "./icons";

interface SuburbCarouselProps {
  label: string;
  previous: string;
  next: string;
  cardLink: string;
}

/**
 * Suburb cards in a row that scrolls and snaps card by card (CSS scroll-snap). The list is
 * focusable, so arrow keys scroll it; the page script adds the previous and next buttons.
 */
export function SuburbCarousel({ label, previous, next, cardLink }: SuburbCarouselProps) {
  return (
    <div className="carousel" data-carousel="">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users scroll the row with the arrow keys once it has focus */}
      <ul className="carousel-track" aria-label={label} tabIndex={0}>
        {locations.map((location) => (
          <li key={location.slug} className="carousel-item">
            <a className="card suburb-card" href={`/mortgage-broker-${location.slug}`}>
              <MapPinIcon size={22} />
              <span className="suburb-card-name">
                <span className="visually-hidden">{cardLink} </span>
                {location.name}
              </span>
              <span className="suburb-card-meta">
                {location.state} {location.postcode}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <div className="carousel-controls" hidden data-carousel-controls="">
        <button type="button" className="carousel-button" data-carousel-step="-1">
          <ChevronLeftIcon size={22} />
          <span className="visually-hidden">{previous}</span>
        </button>
        <button type="button" className="carousel-button" data-carousel-step="1">
          <ChevronRightIcon size={22} />
          <span className="visually-hidden">{next}</span>
        </button>
      </div>
    </div>
  );
}
