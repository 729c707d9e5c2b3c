import { depositOfferPage } from "../../src/content";
import { Brand } from "../components/brand";
import { GuideCoverArt } from "../components/guide-cover-art";
import { DownloadIcon } from "../components/icons";
import { Layout } from "../components/layout";
import { NewTabLink } from "../components/new-tab-link";
import { SocialLinks } from "../components/social-links";
import { VideoFacade } from "../components/video-facade";
import { imagePath } from "../context";
import { mainRoute } from "../main-route";

/** The 2% deposit offer guide: a landing page with its own bar (logo and social links). */
export const depositOfferRoute = mainRoute({
  path: "/2-percent-scheme",
  name: "2% Deposit Offer Guide",
  copy: depositOfferPage,
  page: (copy, { config }) => {
    // Both the button and the cover open the guide; the page script shows the toast on click.
    const guideLink = {
      href: config.guideUrl,
      target: "_blank",
      rel: "noopener noreferrer",
      "data-guide-download": "",
    };
    return {
      body: (
        <Layout header="none" className="deposit-offer">
          <div
            className="deposit-stage"
            data-guide-toast-title={copy.toast.title}
            data-guide-toast-description={copy.toast.description}
          >
            <div className="particles" aria-hidden="true">
              <canvas data-particles="" />
            </div>
            <header className="deposit-bar container">
              <Brand href="/" />
              <SocialLinks className="social-links social-links-light" />
            </header>
            <div className="container deposit-hero">
              <img
                className="deposit-banner"
                src={imagePath("deposit-banner.svg")}
                alt={copy.bannerAlt}
                width={960}
                height={400}
              />
              <h1>{copy.headline}</h1>
            </div>
          </div>
          <div className="container deposit-body">
            <div className="narrow">
              <VideoFacade videoId={config.videos.brokerIntro} title={copy.video.heading} />
              <p className="video-caption">{copy.video.text}</p>
            </div>
            <div className="deposit-grid">
              <div>
                <h2>{copy.subheading}</h2>
                {copy.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <p>
                  <NewTabLink href={copy.checkLink.href}>{copy.checkLink.text}</NewTabLink>
                </p>
                <a className="btn btn-cta btn-lg" {...guideLink}>
                  <DownloadIcon />
                  {copy.button}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </div>
              <a className="guide-cover" {...guideLink}>
                <GuideCoverArt />
                <span className="visually-hidden">{copy.coverAlt}</span>
              </a>
            </div>
          </div>
        </Layout>
      ),
    };
  },
});
