export { isDebtSite, type Site, siteFor } from "./detect";
