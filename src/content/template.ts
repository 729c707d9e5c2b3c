import type { SiteConfig } from "../config";

/**
 * Static copy names the business through placeholders such as `{tradingName}` or `{phone}` so
 * that one catalogue serves every deployment; these functions put the configured values in.
 */
function placeholderValues(config: SiteConfig) {
  return {
    tradingName: config.tradingName,
    businessName: config.businessName,
    brokerName: config.brokerName,
    phone: config.phoneDisplay,
    email: config.email,
    address: config.address,
  };
}

/** Replaces each `{placeholder}` in `text`; an unknown name throws so a typo fails the build. */
export function fillTemplate(text: string, config: SiteConfig): string {
  const values: Record<string, string> = placeholderValues(config);
  return text.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in: ${text}`);
    return value;
  });
}

/** Fills every string inside a catalogue value (objects and arrays, at any depth). */
export function fillTemplates<T>(value: T, config: SiteConfig): T {
  return fillDeep(value, config) as T;
}

function fillDeep(value: unknown, config: SiteConfig): unknown {
  if (typeof value === "string") return fillTemplate(value, config);
  if (Array.isArray(value)) return value.map((item) => fillDeep(item, config));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillDeep(item, config)]),
    );
  }
  return value;
}
