import { homeSections } from "../../src/content";
import { CallActions } from "./call-actions";

/**
 * Full-width hero over the coastline image. Its parts enter one after another (CSS only); the
 * page script swaps the highlighted word every 2 s, and the pause button stops it.
 */
export function HomeHero() {
  const { hero, page } = homeSections;
  const [first = ""] = hero.rotatingWords;
  return (
    <section className="home-hero" aria-labelledby="home-hero-heading">
      <div className="container home-hero-inner">
        <h1 id="home-hero-heading" className="home-hero-heading">
          <span className="hero-enter" style={{ "--i": 0 } as Record<string, number>}>
            {hero.heading}
          </span>{" "}
          <span
            className="home-hero-line hero-enter"
            style={{ "--i": 1 } as Record<string, number>}
          >
            {page.rotatingLine.before}{" "}
            <span className="hero-word" data-rotating-words={hero.rotatingWords.join("|")}>
              {first}
            </span>{" "}
            {page.rotatingLine.after}
          </span>
        </h1>
        <button
          type="button"
          className="hero-pause"
          data-rotator-pause=""
          aria-pressed="false"
          hidden
        >
          <span className="hero-pause-icon" aria-hidden="true" />
          <span className="visually-hidden">{page.rotatingLine.pauseLabel}</span>
        </button>
        <p className="home-hero-text hero-enter" style={{ "--i": 2 } as Record<string, number>}>
          {hero.text}
        </p>
        <div className="hero-enter" style={{ "--i": 3 } as Record<string, number>}>
          <CallActions tone="dark" />
        </div>
      </div>
    </section>
  );
}
