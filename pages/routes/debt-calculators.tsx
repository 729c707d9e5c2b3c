import { calculatorVariantExperiment } from "../../src/content/experiments";
import { ExperimentArms } from "../components/experiment-arms";
import { Layout } from "../components/layout";
import { NoScriptCall } from "../components/no-script-call";
import { Widget } from "../components/widget";
import type { RouteDefinition } from "../page";

const title = "Debt Refinance Calculator";
const description =
  "See how much you could save by refinancing your high-interest debts into your home loan.";

/**
 * An experiment compares the slider calculator with the detailed one (`calculatorVariantExperiment`):
 * both are pre-rendered and the pre-paint script keeps one. The slider calculator brings its own logo linking to /, its title and its call to action
 * (a dialog holding the lead form), so the page adds only the footer and a heading for
 * assistive technology that does not repeat on screen.
 */
export const debtCalculatorRoute: RouteDefinition = {
  path: "/debt-calculator",
  sites: ["main", "debt"],
  page: ({ config }) => ({
    title: `${title} | ${config.tradingName}`,
    description,
    body: (
      <Layout header="none" className="calculator-page">
        <div className="container">
          <h1 className="visually-hidden">{title}</h1>
          <ExperimentArms experiment={calculatorVariantExperiment}>
            {(variant) => (
              <Widget tag="debt-calculator" attributes={{ variant, class: "calculator-host" }}>
                <NoScriptCall config={config} what="The debt calculator" />
              </Widget>
            )}
          </ExperimentArms>
        </div>
      </Layout>
    ),
  }),
};

/** The second variant has no logo of its own: the page's bar links home. */
export const debtCalculatorCompactRoute: RouteDefinition = {
  path: "/debtcalc2",
  sites: ["main", "debt"],
  page: ({ config, site }) => ({
    title: `${title} | ${config.tradingName}`,
    description,
    // The same tool as /debt-calculator in another layout: search engines are sent there.
    canonicalPath: "/debt-calculator",
    body: (
      <Layout header={site === "debt" ? "debt" : "logo"} logoHref="/" className="calculator-page">
        <div className="container">
          <h1 className="visually-hidden">{title}</h1>
          <Widget
            tag="debt-calculator"
            attributes={{ variant: "compact", class: "calculator-host" }}
          >
            <NoScriptCall config={config} what="The debt calculator" />
          </Widget>
        </div>
      </Layout>
    ),
  }),
};
