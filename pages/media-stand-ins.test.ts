import { describe, expect, it } from "vitest";
import { defaultConfig, type SiteConfig } from "../src/config";
import { guideCover } from "../src/content";
import { bundledPages } from "../tests/fixtures/bundled-pages";
import { elements, mainOf } from "../tests/fixtures/page-html";

const pages = bundledPages();
const render = (path: string, config: SiteConfig = defaultConfig) =>
  pages.renderMainOnly(path, config);

// The drawings that stood in for media: grey bars, a skeleton cover and a cartoon face.
const drawnPlaceholders = ["video-poster.svg", "guide-cover.svg", "broker-portrait.svg"];

describe("media the broker has yet to supply", () => {
  it("typesets the 2% guide's cover: its title and what it covers as text, no drawing", () => {
    const html = mainOf(render("/2-percent-scheme"));
    const cover = elements(html, "a").find((a) => a.attributes.class === "guide-cover");

    expect(cover?.inner).not.toContain("<img");
    expect(cover?.inner).toContain(guideCover.title);
    for (const point of guideCover.points) expect(cover?.inner).toContain(point);
    // Named once for screen readers, as the image's alternative text named it: the typeset
    // cover is hidden from them.
    expect(cover?.inner).toMatch(
      /^<span (?=[^>]*class="guide-cover-art")(?=[^>]*aria-hidden="true")/,
    );
    expect(cover?.inner).toContain(
      '<span class="visually-hidden">Cover of the 2% Deposit Offer Guide: download it now</span>',
    );
  });

  it.each(["/start-here", "/2-percent-scheme", "/get-prequalified"])(
    "on %s, gives every video a branded poster with its title and a play button",
    (path) => {
      const html = render(path);
      const facades = elements(html, "button").filter((button) =>
        button.attributes.class?.includes("video-facade"),
      );

      expect(facades.length).toBeGreaterThan(0);
      for (const facade of facades) {
        const title = facade.attributes["data-video-title"] ?? "";
        expect(facade.inner).not.toContain("<img");
        expect(facade.inner).toMatch(
          /<span (?=[^>]*class="video-poster")(?=[^>]*aria-hidden="true")/,
        );
        expect(facade.inner).toContain(`>${title}<`);
        expect(facade.inner).toContain(defaultConfig.tradingName);
        expect(facade.inner).toContain('class="video-play"');
        expect(facade.text).toMatch(new RegExp(`^Play video: ${title} `));
      }
    },
  );

  it("shows the broker's initials and name on Start Here until a photo is supplied", () => {
    const html = mainOf(render("/start-here", { ...defaultConfig, brokerName: "Sam Lee" }));
    const portrait = elements(html, "div").find((div) =>
      div.attributes.class?.includes("portrait"),
    );

    expect(portrait?.attributes.role).toBe("img");
    expect(portrait?.attributes["aria-label"]).toBe(
      "Sam Lee, principal broker at Eastside Home Loans (example)",
    );
    expect(portrait?.inner).toMatch(/>SL</);
    expect(portrait?.text).toContain("Principal broker");
  });

  it.each(["/start-here", "/2-percent-scheme", "/get-prequalified"])(
    "draws no placeholder picture on %s",
    (path) => {
      const html = render(path);
      for (const file of drawnPlaceholders) expect(html).not.toContain(file);
    },
  );
});

describe("the schedule page's booking calendar", () => {
  it("given a booking host that cannot answer, shows the way to book instead of an empty frame", () => {
    const html = mainOf(render("/schedule-call"));

    expect(html).not.toContain("<iframe");
    const booking = elements(html, "a").find(
      (a) => a.attributes.href === defaultConfig.schedulingUrl,
    );
    expect(booking?.attributes.class).toContain("btn");
    expect(booking?.text).toMatch(/^Open the booking calendar/);
    expect(html).toContain(`href="tel:${defaultConfig.phoneTel}"`);
  });

  it("given a booking host that answers, embeds its calendar with the way to book above it", () => {
    const config = { ...defaultConfig, schedulingUrl: "https://calendar.harbourline.test/call-30" };
    const html = mainOf(render("/schedule-call", config));

    const frameAt = html.indexOf("<iframe");
    const linkAt = html.indexOf(`href="${config.schedulingUrl}"`);
    expect(frameAt).toBeGreaterThan(-1);
    expect(linkAt).toBeGreaterThan(-1);
    expect(linkAt).toBeLessThan(frameAt);
  });
});
