import {
  fillTemplates,
  type Location,
  locationGroups,
  locations,
  locationsIndex,
  suburbContentFor,
  suburbPage,
} from "../../src/content";
import { ScheduleCallClosing } from "../components/call-to-action";
import { CardLink } from "../components/card-link";
import { MapPinIcon } from "../components/icons";
import { indexRoute } from "../components/index-page";
import { notFoundPage } from "../components/not-found-page";
import { Section } from "../components/section";
import type { PageContext } from "../context";
import type { NotFoundDefinition, Page, RouteDefinition } from "../page";
import { customSuburbPage } from "./custom-suburb-page";
import { suburbDetailPage } from "./suburb-page";

/** Navigation and the index link here, so this is the address search engines should keep. */
export const suburbPath = (slug: string): string => `/mortgage-broker-${slug}`;

export const locationsIndexRoute = indexRoute({
  path: "/locations",
  name: "Locations",
  copy: locationsIndex,
  children: (copy) => (
    <>
      {locationGroups.map((group, index) => (
        <Section
          key={group.name}
          id={`group-${index}-heading`}
          heading={group.name}
          tone={index % 2 === 1 ? "tinted" : "plain"}
        >
          <ul className="card-grid catalogue-cards">
            {group.locations.map((location) => (
              <li key={location.slug} className="card catalogue-card">
                <h3 className="catalogue-card-title">{location.name}</h3>
                <p>{location.description}</p>
                <p className="postcode">
                  <MapPinIcon size={16} />
                  {copy.postcodeLabel} {location.postcode}
                </p>
                <CardLink
                  href={suburbPath(location.slug)}
                  label={copy.learnMore}
                  about={location.name}
                />
              </li>
            ))}
          </ul>
        </Section>
      ))}
      <Section id="why-local-heading" heading={copy.whyLocal.heading}>
        <ul className="card-grid catalogue-cards">
          {copy.whyLocal.points.map((point) => (
            <li key={point.title} className="card info-card local-point">
              <MapPinIcon size={28} />
              <h3>{point.title}</h3>
              <p>{point.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ScheduleCallClosing id="cant-find-heading" copy={copy.cantFind} />
    </>
  ),
});

function suburbPageFor(location: Location, { config }: PageContext): Page {
  const content = suburbContentFor(location.slug);
  if (!content) throw new Error(`No suburb content for ${location.slug}`);
  const input = { location, config, canonicalPath: suburbPath(location.slug) };
  const filled = fillTemplates(content, config);
  return filled.isCustomPage
    ? customSuburbPage({ ...input, content: filled })
    : suburbDetailPage({ ...input, content: filled });
}

/**
 * Both addresses of every location: `/mortgage-broker-{slug}` (the five core suburbs' dedicated
 * pages among them) and `/locations/{slug}`, the same content pointing at the first as canonical.
 */
export const locationRoutes: RouteDefinition[] = locations.flatMap((location) => [
  {
    path: suburbPath(location.slug),
    sites: ["main"],
    page: (context: PageContext) => suburbPageFor(location, context),
  },
  {
    path: `/locations/${location.slug}`,
    sites: ["main"],
    page: (context: PageContext) => suburbPageFor(location, context),
  },
]);

function locationNotFoundPage({ config }: PageContext): Page {
  const copy = suburbPage.notFound;
  return notFoundPage(config, {
    ...copy,
    className: "location-not-found",
    said: (
      <p>
        {copy.text}{" "}
        {/* The page script puts the requested slug here; one static file serves them all. */}
        <code data-requested-slug="">—</code>
      </p>
    ),
    back: { href: "/locations", label: copy.allAreas },
    children: (
      <>
        <h2>{copy.listHeading}</h2>
        <ul className="slug-list">
          {locations.map((location) => (
            <li key={location.slug}>
              <a href={suburbPath(location.slug)}>{location.name}</a> <code>{location.slug}</code>
            </li>
          ))}
        </ul>
      </>
    ),
  });
}

/** Unknown slugs under either address of a suburb page. */
export const locationNotFoundRoutes: NotFoundDefinition[] = [
  "/locations/",
  "/mortgage-broker-",
].map((prefix) => ({ prefix, sites: ["main"], page: locationNotFoundPage }));
