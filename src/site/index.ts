export { isDebtSite, type Site, siteFor } from "./detect";
export { keepSiteChoice, navigationTarget, siteChosenByQuery } from "./links";
