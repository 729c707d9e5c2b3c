import type { ValuesOf } from "../settings/declare";
import { googlePlatform } from "./google";
import { metaPlatform } from "./meta";

/**
 * Every ad platform a lead's conversion is reported to from the server, each as its module
 * declares it (settings, brand and sender), in the order of a lead's delivery rows. The store's
 * delivery targets, the options, the variables and the outbox's senders are read from this list.
 */
export const AD_PLATFORM_LIST = [metaPlatform, googlePlatform] as const;

type Declared = (typeof AD_PLATFORM_LIST)[number];

/** The name of an ad platform: its delivery row (`meta`) and the family's (`meta:settled`). */
export type AdPlatform = Declared["name"];

export const AD_PLATFORMS: readonly AdPlatform[] = AD_PLATFORM_LIST.map(({ name }) => name);

/** Every platform's variables, in the list's order. */
export const adPlatformVariables: readonly Declared["variables"][number][] =
  AD_PLATFORM_LIST.flatMap(({ variables }): readonly Declared["variables"][number][] => variables);

/** The settings of the platform `Name` once it is on. */
export type SettingsOf<Name extends AdPlatform> = NonNullable<
  ReturnType<Extract<Declared, { name: Name }>["settings"]>
>;

/** Each ad platform's settings; a platform that is off has none. */
export type AdPlatformOptions = { [Name in AdPlatform]?: SettingsOf<Name> };

/** Each platform's settings out of the variables' values (an error names a setting half made). */
export function adPlatformOptions(values: ValuesOf<typeof adPlatformVariables>): AdPlatformOptions {
  const options: Partial<Record<AdPlatform, unknown>> = {};
  for (const platform of AD_PLATFORM_LIST) {
    const settings = platform.settings(values);
    if (settings !== undefined) options[platform.name] = settings;
  }
  return options as AdPlatformOptions;
}
