import { fillTemplates, journeySteps, startHerePage } from "../../src/content";
import { BrokerPortrait } from "../components/broker-portrait";
import { CallActions } from "../components/call-actions";
import { CallToAction } from "../components/call-to-action";
import { CheckCircleIcon } from "../components/icons";
import { Layout } from "../components/layout";
import { BenefitList } from "../components/lists";
import { Section } from "../components/section";
import { VideoSection } from "../components/video-section";
import { mainRoute } from "../main-route";

export const startHereRoute = mainRoute({
  path: "/start-here",
  name: "Start Here",
  copy: startHerePage,
  page: (copy, { config }) => {
    const steps = fillTemplates(journeySteps, config);
    return {
      structuredData: [
        {
          "@type": "HowTo",
          name: copy.timeline.heading,
          description: copy.timeline.text,
          step: steps.map((step, index) => ({
            "@type": "HowToStep",
            position: index + 1,
            name: step.title,
            text: `${step.description} (${step.duration})`,
          })),
        },
      ],
      body: (
        <Layout className="start-here">
          <section className="page-intro" aria-labelledby="start-here-heading">
            <div className="container page-intro-grid">
              <div>
                <h1 id="start-here-heading">{copy.heading}</h1>
                {copy.intro.map((paragraph) => (
                  <p key={paragraph} className="page-lead">
                    {paragraph}
                  </p>
                ))}
                <CallActions />
              </div>
              <BrokerPortrait alt={copy.photoAlt} />
            </div>
          </section>

          <Section id="promises-heading" heading={copy.promises.heading} tone="tinted">
            <BenefitList items={copy.promises.items} icon={CheckCircleIcon} />
          </Section>

          <VideoSection id="intro-video-heading" copy={copy.video} />

          <Section id="timeline-heading" heading={copy.timeline.heading} tone="tinted">
            <p className="section-lead">{copy.timeline.text}</p>
            <ol className="timeline">
              {steps.map((step) => (
                <li key={step.title} className="timeline-step">
                  <div className="card timeline-card">
                    <h3>{step.title}</h3>
                    <p className="timeline-duration">{step.duration}</p>
                    <p>{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
          </Section>

          <CallToAction id="start-here-closing" copy={copy.closing} look="closing-band">
            <CallActions tone="dark" />
          </CallToAction>
        </Layout>
      ),
    };
  },
});
