import type { Link, Service, ServiceSlug } from "../types";
import { badCreditLoans } from "./bad-credit-loans";
import { businessLoans } from "./business-loans";
import { constructionLoans } from "./construction-loans";
import { firstHomeBuyer } from "./first-home-buyer";
import { guarantorLoans } from "./guarantor-loans";
import { homeLoans } from "./home-loans";
import { investmentLoans } from "./investment-loans";
import { lowDocLoans } from "./low-doc-loans";
import { medicoLoans } from "./medico-loans";
import { nonResidentLoans } from "./non-resident-loans";
import { refinanceLoans } from "./refinance-loans";
import { smsfLoans } from "./smsf-loans";

/**
 * The twelve loan services, one file each, in the order the site lists them. Figures quoted in
 * them (thresholds, caps, surcharges) are the NSW and Commonwealth settings in force when
 * written; they change, so each answer tells the reader we confirm the current rule for their
 * situation.
 */
export const services: Service[] = [
  homeLoans,
  refinanceLoans,
  firstHomeBuyer,
  investmentLoans,
  smsfLoans,
  lowDocLoans,
  constructionLoans,
  badCreditLoans,
  businessLoans,
  guarantorLoans,
  nonResidentLoans,
  medicoLoans,
];

/** The service with this slug, or undefined, which the page shows as 'Service not found'. */
export function findService(slug: string): Service | undefined {
  return services.find((service) => service.slug === slug);
}

/** Links to the pages of these services, each named as its service is, in the order given. */
export function serviceLinks(slugs: ServiceSlug[]): Link[] {
  return slugs.map((slug) => {
    const service = findService(slug);
    if (!service) throw new Error(`Service links name unknown slug "${slug}"`);
    return { name: service.name, href: `/services/${slug}` };
  });
}
