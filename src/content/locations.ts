import placesBySlug from "./locations.json" with { type: "json" };
import type { Location, LocationGroup, LocationSlug } from "./types";

/**
 * The places the site serves, each with its page, keyed by slug in the order the site lists them;
 * every one is in New South Wales. The Eastern Suburbs is a region without a postcode of its own:
 * Bondi Junction's 2022 stands in for it as the area's transport and shopping hub.
 */
const places: Record<LocationSlug, Omit<Location, "slug" | "state">> = placesBySlug;

export const locations: Location[] = Object.entries(places).map(([slug, place]) => ({
  slug: slug as LocationSlug,
  ...place,
  state: "NSW",
}));

/** The location with this slug, or undefined for a slug the site does not serve. */
export function findLocation(slug: string): Location | undefined {
  return locations.find((location) => location.slug === slug);
}

function locationsFor(slugs: LocationSlug[]): Location[] {
  return slugs.map((slug) => {
    const location = findLocation(slug);
    if (!location) throw new Error(`Location group names unknown slug "${slug}"`);
    return location;
  });
}

/** The two groups of the locations index, in the order the page shows them. */
export const locationGroups: LocationGroup[] = [
  {
    name: "Eastern Suburbs",
    locations: locationsFor([
      "bondi",
      "coogee",
      "rose-bay",
      "randwick",
      "maroubra",
      "bronte",
      "double-bay",
      "eastern-suburbs",
    ]),
  },
  {
    name: "City & Inner Areas",
    locations: locationsFor(["sydney-cbd", "surry-hills", "mascot", "alexandria"]),
  },
];
