import { preApprovalPage } from "../../src/content";
import { ContactAlternative } from "../components/contact-alternative";
import { Layout } from "../components/layout";
import { PageOpening } from "../components/page-opening";
import { VideoFacade } from "../components/video-facade";
import { Widget } from "../components/widget";
import { mainRoute } from "../main-route";

export const getPrequalifiedRoute = mainRoute({
  path: "/get-prequalified",
  name: "Get Pre-Approved",
  copy: preApprovalPage,
  page: (copy, { config }) => {
    return {
      body: (
        <Layout className="prequalify">
          <div className="container">
            <PageOpening copy={copy} />
            <div className="two-column">
              <div>
                <h2 className="small-heading">{copy.video.heading}</h2>
                <VideoFacade videoId={config.videos.brokerIntro} title={copy.video.heading} />
                <p>{copy.video.text}</p>
                <h2 className="small-heading">{copy.nextSteps.heading}</h2>
                <ol className="number-list">
                  {copy.nextSteps.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ol>
                <p className="fine-print">{copy.note}</p>
              </div>
              {/* The form draws its own card: a second card round it only narrows it. */}
              <section className="form-column" aria-labelledby="prequalify-form-heading">
                <h2 id="prequalify-form-heading" className="small-heading">
                  {copy.formHeading}
                </h2>
                <Widget tag="preapproval-form">
                  <ContactAlternative what={copy.formAlternative} />
                </Widget>
              </section>
            </div>
          </div>
        </Layout>
      ),
    };
  },
});
