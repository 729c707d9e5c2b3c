import type { Location, LocationGroup, LocationSlug } from "./types";

/** The places the site serves, each with its page; every one is in New South Wales. */
const places: Omit<Location, "state">[] = [
  {
    slug: "bondi",
    name: "Bondi",
    description:
      "Home loans for Bondi's apartments, semis and beachside houses, with pre-approval ready before auction day.",
    suburbs: ["Bondi", "Bondi Beach", "North Bondi", "Tamarama"],
    postcode: "2026",
    coordinates: { lat: -33.8915, lng: 151.2767 },
    featured: true,
  },
  {
    slug: "maroubra",
    name: "Maroubra",
    description:
      "Finance for Maroubra family homes, units near the Junction and knockdown rebuilds close to the beach.",
    suburbs: ["Maroubra", "South Maroubra", "Pagewood", "Matraville"],
    postcode: "2035",
    coordinates: { lat: -33.9475, lng: 151.2415 },
    featured: true,
  },
  {
    slug: "coogee",
    name: "Coogee",
    description:
      "Home and investment loans for Coogee's units, semis and freestanding homes between the beach and Randwick.",
    suburbs: ["Coogee", "South Coogee", "Clovelly"],
    postcode: "2034",
    coordinates: { lat: -33.9205, lng: 151.2555 },
    featured: true,
  },
  {
    slug: "randwick",
    name: "Randwick",
    description:
      "Loans for Randwick buyers, from hospital staff and academics to investors near UNSW and the light rail.",
    suburbs: ["Randwick", "Clovelly", "St Pauls", "Kensington"],
    postcode: "2031",
    coordinates: { lat: -33.9145, lng: 151.2415 },
    featured: true,
  },
  {
    slug: "rose-bay",
    name: "Rose Bay",
    description:
      "Finance for harbourside Rose Bay homes and apartments, including larger loans and upsizing.",
    suburbs: ["Rose Bay", "Rose Bay North", "Dover Heights", "Vaucluse", "Bellevue Hill"],
    postcode: "2029",
    coordinates: { lat: -33.8695, lng: 151.2705 },
    featured: true,
  },
  {
    slug: "bronte",
    name: "Bronte",
    description:
      "Home loans for Bronte and Waverley houses and apartments, from first purchases to upsizing.",
    suburbs: ["Bronte", "Waverley", "Tamarama"],
    postcode: "2024",
    coordinates: { lat: -33.9035, lng: 151.2635 },
    featured: false,
  },
  {
    slug: "double-bay",
    name: "Double Bay",
    description:
      "Finance for Double Bay apartments and homes, including larger loans and investment purchases.",
    suburbs: ["Double Bay", "Darling Point", "Edgecliff", "Point Piper"],
    postcode: "2028",
    coordinates: { lat: -33.8775, lng: 151.2425 },
    featured: false,
  },
  {
    // The Eastern Suburbs is a region without a postcode of its own; Bondi Junction's 2022 stands
    // in for it as the area's transport and shopping hub.
    slug: "eastern-suburbs",
    name: "Eastern Suburbs",
    description:
      "Local mortgage broking across Sydney's Eastern Suburbs, from Bondi Junction to the beaches and the harbour.",
    suburbs: ["Bondi Junction", "Queens Park", "Waverley", "Woollahra", "Paddington"],
    postcode: "2022",
    coordinates: { lat: -33.8925, lng: 151.2495 },
    featured: false,
  },
  {
    slug: "sydney-cbd",
    name: "Sydney CBD",
    description:
      "Home and investment loans for city apartments, with lenders that accept smaller and high-rise units.",
    suburbs: ["Sydney", "Barangaroo", "The Rocks", "Millers Point", "Haymarket"],
    postcode: "2000",
    coordinates: { lat: -33.8688, lng: 151.2093 },
    featured: false,
  },
  {
    slug: "surry-hills",
    name: "Surry Hills",
    description:
      "Loans for Surry Hills terraces, warehouse conversions and apartments close to the city.",
    suburbs: ["Surry Hills", "Darlinghurst", "Redfern"],
    postcode: "2010",
    coordinates: { lat: -33.8855, lng: 151.2115 },
    featured: false,
  },
  {
    slug: "mascot",
    name: "Mascot",
    description:
      "Home and investment loans for Mascot's newer apartments near the airport and the train line.",
    suburbs: ["Mascot", "Rosebery", "Botany", "Eastlakes"],
    postcode: "2020",
    coordinates: { lat: -33.9265, lng: 151.1935 },
    featured: false,
  },
  {
    slug: "alexandria",
    name: "Alexandria",
    description:
      "Finance for Alexandria terraces, apartments and warehouse-style homes in Sydney's inner south.",
    suburbs: ["Alexandria", "Beaconsfield", "Erskineville", "Zetland"],
    postcode: "2015",
    coordinates: { lat: -33.9045, lng: 151.1945 },
    featured: false,
  },
];

export const locations: Location[] = places.map((place) => ({ ...place, state: "NSW" }));

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
