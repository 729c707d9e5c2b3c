import type { AdPlatform } from "../../settings/ad-platforms";
import type { DeclaredTarget } from "../target-declaration";
import { googleTarget } from "./google";
import { metaTarget } from "./meta";

/**
 * Every ad platform's sender, as its module declares it; typed by the platforms' settings
 * (`functions/settings/ad-platforms/`), so a platform without its sender does not compile.
 */
export const AD_PLATFORM_TARGETS: { [Name in AdPlatform]: DeclaredTarget<Name> } = {
  meta: metaTarget,
  google: googleTarget,
};
