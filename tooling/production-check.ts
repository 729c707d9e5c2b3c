/**
 * What must not reach a production build: invented testimonials and client stories, a stand-in
 * where the broker's photo belongs, and a booking page on a host reserved for examples. Each is
 * named with where to change it, so the build's message is the to-do list.
 */
import type { SiteConfig } from "../src/config";
import { isFictionalUrl } from "../src/config/fictional-host";
import type { PhotoSlot, SuccessStory, Testimonial } from "../src/content";

export interface LaunchContent {
  testimonials: readonly Testimonial[];
  successStories: readonly SuccessStory[];
  photoSlots: Readonly<Record<string, PhotoSlot>>;
}

/** A build is for production when `NODE_ENV=production` or it was run with `--production`. */
export function isProductionBuild(
  env: Record<string, string | undefined>,
  argv: string[],
): boolean {
  return env.NODE_ENV?.trim() === "production" || argv.includes("--production");
}

/** Everything still standing in for the real thing; empty when the site can launch. */
export function placeholdersLeft(config: SiteConfig, content: LaunchContent): string[] {
  const left: string[] = [];
  for (const testimonial of content.testimonials) {
    if (testimonial.illustrative) {
      left.push(`placeholder testimonial "${testimonial.name}" (src/content/testimonials.ts)`);
    }
  }
  for (const story of content.successStories) {
    if (story.illustrative) {
      left.push(`placeholder client story "${story.names}" (src/content/success-stories.ts)`);
    }
  }
  for (const [name, slot] of Object.entries(content.photoSlots)) {
    if (slot.file === null) {
      left.push(`stand-in photo: ${slot.what} (photoSlots.${name} in src/content/media.ts)`);
    }
  }
  const bookings: [string, string][] = [
    ["SITE_SCHEDULING_URL", config.schedulingUrl],
    ["SITE_STRATEGY_BOOKING_URL", config.strategyBookingUrl],
  ];
  for (const [variable, url] of bookings) {
    if (isFictionalUrl(url)) left.push(`fictional booking host in ${variable}: ${url}`);
  }
  return left;
}
