/**
 * One typed site configuration, shared by pages (at build time), widgets (baked in at build time)
 * and functions (read at run time). Every value has a clearly fictional default and can be
 * overridden by the environment variable named beside it; docs/settings.md lists them all.
 */
export interface SiteConfig {
  /** Registered business name, used in legal lines. `SITE_BUSINESS_NAME` */
  businessName: string;
  /** Name visitors see. `SITE_TRADING_NAME` */
  tradingName: string;
  /** The principal broker, the persona of the chat. `SITE_BROKER_NAME` */
  brokerName: string;
  /** Phone as shown. `SITE_PHONE_DISPLAY` */
  phoneDisplay: string;
  /** Phone for `tel:` links, digits and leading +. `SITE_PHONE_TEL` */
  phoneTel: string;
  /** The broker's e-mail; leads are sent here. `SITE_EMAIL` */
  email: string;
  /** Street address in Sydney. `SITE_ADDRESS` */
  address: string;
  /** Holder of the Australian Credit Licence. `SITE_LICENSEE_NAME` */
  licenseeName: string;
  /** Australian Credit Licence number. `SITE_ACL_NUMBER` */
  aclNumber: string;
  /** Credit representative number. `SITE_CREDIT_REP_NUMBER` */
  creditRepNumber: string;
  /** Origin of the main site, for canonical URLs. `SITE_ORIGIN` */
  siteOrigin: string;
  /** Origin of the debt site. `SITE_DEBT_ORIGIN` */
  debtOrigin: string;
  social: {
    /** Video channel. `SITE_SOCIAL_VIDEO` */
    video: string;
    /** Short-video network. `SITE_SOCIAL_SHORT_VIDEO` */
    shortVideo: string;
    /** Social network. `SITE_SOCIAL_NETWORK` */
    network: string;
    /** Photo network. `SITE_SOCIAL_PHOTO` */
    photo: string;
  };
  /** External pre-approval / referral page, opened in a new tab. `SITE_REFERRAL_URL` */
  referralUrl: string;
  /** Booking page for 90-minute strategy calls. `SITE_STRATEGY_BOOKING_URL` */
  strategyBookingUrl: string;
  /** Scheduling widget for 30-minute calls. `SITE_SCHEDULING_URL` */
  schedulingUrl: string;
  /** File-sharing link of the 2% deposit offer guide. `SITE_GUIDE_URL` */
  guideUrl: string;
  pixels: {
    /** Social-ad pixel id; empty means no pixel is loaded. `SITE_META_PIXEL_ID` */
    metaPixelId: string;
    /** Analytics measurement id; empty means none. `SITE_GA_MEASUREMENT_ID` */
    gaMeasurementId: string;
  };
  /** Video ids on the video channel (embedded as click-to-play facades). */
  videos: {
    /** The 90-second debt-consolidation explainer. `SITE_VIDEO_DEBT_EXPLAINER` */
    debtExplainer: string;
    /** The principal broker's introduction. `SITE_VIDEO_BROKER_INTRO` */
    brokerIntro: string;
  };
  /** Strategy-session price in minor units (cents). `SITE_STRATEGY_PRICE_CENTS` */
  strategyPriceCents: number;
  /** ISO currency of prices and calculator figures. `SITE_CURRENCY` */
  currency: string;
  /** Locale for number formatting. `SITE_LOCALE` */
  locale: string;
  /**
   * Days a lead, contact or download is kept before the server deletes it (and a payment's
   * personal fields are blanked): the privacy policy states it, the forwarder enforces it.
   * `LEAD_RETENTION_DAYS`
   */
  leadRetentionDays: number;
}

export const defaultConfig: SiteConfig = {
  businessName: "Example Eastside Finance Pty Ltd",
  tradingName: "Eastside Home Loans (example)",
  brokerName: "Sam",
  phoneDisplay: "0400 000 000",
  phoneTel: "+61400000000",
  email: "broker@example.com",
  address: "1 Example Street, Bondi Junction NSW 2022",
  licenseeName: "Example Credit Licensee Pty Ltd",
  aclNumber: "000000",
  creditRepNumber: "000000",
  siteOrigin: "https://www.example.com",
  debtOrigin: "https://debt.example.com",
  social: {
    video: "https://video.example.com/@eastside",
    shortVideo: "https://shortvideo.example.com/@eastside",
    network: "https://social.example.com/eastside",
    photo: "https://photos.example.com/eastside",
  },
  referralUrl: "https://referral.example.com/apply/eastside",
  strategyBookingUrl: "https://booking.example.com/eastside/strategy-90",
  schedulingUrl: "https://booking.example.com/eastside/call-30",
  guideUrl: "https://files.example.com/2-percent-deposit-guide.pdf",
  pixels: { metaPixelId: "", gaMeasurementId: "" },
  videos: { debtExplainer: "exampleDebt", brokerIntro: "exampleIntr" },
  strategyPriceCents: 29700,
  currency: "USD",
  locale: "en-US",
  leadRetentionDays: 730,
};

/** The `SITE_*` and `LEAD_RETENTION_DAYS` variables, as the build's or the server's process gives them. */
type SiteEnv = Record<string, string | undefined>;

const str = (env: SiteEnv, name: string, fallback: string): string => {
  const value = env[name];
  return value === undefined || value.trim() === "" ? fallback : value.trim();
};

/** A non-negative whole number of `unit`, the fallback when unset, an error naming the variable else. */
function whole(env: SiteEnv, name: string, fallback: number, unit: string): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= 0) return value;
  throw new Error(`${name} must be a whole number of ${unit}, got "${env[name]}"`);
}

/** Builds the configuration from environment variables over the defaults. */
export function loadConfig(env: SiteEnv): SiteConfig {
  const d = defaultConfig;
  return {
    businessName: str(env, "SITE_BUSINESS_NAME", d.businessName),
    tradingName: str(env, "SITE_TRADING_NAME", d.tradingName),
    brokerName: str(env, "SITE_BROKER_NAME", d.brokerName),
    phoneDisplay: str(env, "SITE_PHONE_DISPLAY", d.phoneDisplay),
    phoneTel: str(env, "SITE_PHONE_TEL", d.phoneTel),
    email: str(env, "SITE_EMAIL", d.email),
    address: str(env, "SITE_ADDRESS", d.address),
    licenseeName: str(env, "SITE_LICENSEE_NAME", d.licenseeName),
    aclNumber: str(env, "SITE_ACL_NUMBER", d.aclNumber),
    creditRepNumber: str(env, "SITE_CREDIT_REP_NUMBER", d.creditRepNumber),
    siteOrigin: str(env, "SITE_ORIGIN", d.siteOrigin),
    debtOrigin: str(env, "SITE_DEBT_ORIGIN", d.debtOrigin),
    social: {
      video: str(env, "SITE_SOCIAL_VIDEO", d.social.video),
      shortVideo: str(env, "SITE_SOCIAL_SHORT_VIDEO", d.social.shortVideo),
      network: str(env, "SITE_SOCIAL_NETWORK", d.social.network),
      photo: str(env, "SITE_SOCIAL_PHOTO", d.social.photo),
    },
    referralUrl: str(env, "SITE_REFERRAL_URL", d.referralUrl),
    strategyBookingUrl: str(env, "SITE_STRATEGY_BOOKING_URL", d.strategyBookingUrl),
    schedulingUrl: str(env, "SITE_SCHEDULING_URL", d.schedulingUrl),
    guideUrl: str(env, "SITE_GUIDE_URL", d.guideUrl),
    pixels: {
      metaPixelId: str(env, "SITE_META_PIXEL_ID", d.pixels.metaPixelId),
      gaMeasurementId: str(env, "SITE_GA_MEASUREMENT_ID", d.pixels.gaMeasurementId),
    },
    videos: {
      debtExplainer: str(env, "SITE_VIDEO_DEBT_EXPLAINER", d.videos.debtExplainer),
      brokerIntro: str(env, "SITE_VIDEO_BROKER_INTRO", d.videos.brokerIntro),
    },
    strategyPriceCents: whole(env, "SITE_STRATEGY_PRICE_CENTS", d.strategyPriceCents, "cents"),
    currency: str(env, "SITE_CURRENCY", d.currency),
    locale: str(env, "SITE_LOCALE", d.locale),
    leadRetentionDays: retentionDays(env),
  };
}

/** `LEAD_RETENTION_DAYS`: at least a day, or a lead could be deleted before it is forwarded. */
function retentionDays(env: SiteEnv): number {
  const days = whole(env, "LEAD_RETENTION_DAYS", defaultConfig.leadRetentionDays, "days");
  if (days < 1) throw new Error(`LEAD_RETENTION_DAYS must be at least 1 day, got "${days}"`);
  return days;
}

declare const __SITE_CONFIG__: SiteConfig | undefined;

/**
 * The configuration in force. In browser bundles the build bakes it in as `__SITE_CONFIG__`
 * (read from the build's environment); on the server it is read from `process.env`.
 */
export const siteConfig: SiteConfig =
  typeof __SITE_CONFIG__ !== "undefined"
    ? __SITE_CONFIG__
    : loadConfig(typeof process !== "undefined" ? process.env : {});
