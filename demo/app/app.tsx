/*
 * A developer's React 19 app using the elements through the package's public entries. React sets
 * their attributes and, for `on` + an event's exact name (`onlead-submit`), listens to the event:
 * the typings the package publishes check both (its `./react` entry adds them to React's JSX).
 * The elements come from `./react/<tag>`, which use this app's own React: it ships once.
 */
import "eastside-broker-widgets/react/debt-calculator";
import "eastside-broker-widgets/react/lead-form";
import type {} from "eastside-broker-widgets/react";
import { useState } from "react";

/**
 * The broker's server, where the widgets send leads: bundled into the app, their own origin is the
 * app's, which has no `/api/submit-lead`.
 */
export const WIDGETS_HOST = "https://broker.example.test";

const money = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  minimumFractionDigits: 2,
});

export function App() {
  const [monthlySavings, setMonthlySavings] = useState<number | null>(null);
  const [leadIds, setLeadIds] = useState<string[]>([]);

  return (
    <main>
      <h1>Refinance your debts</h1>
      <debt-calculator
        variant="detailed"
        rate={5.5}
        api-base={WIDGETS_HOST}
        lead-source="react-demo"
        oncalculator-change={(event) => setMonthlySavings(event.detail.monthlySavings)}
      />
      <p data-testid="savings">
        {monthlySavings === null
          ? "Change a figure to see your saving here."
          : `You could save ${money.format(monthlySavings)} a month.`}
      </p>
      <lead-form
        mode="inline"
        api-base={WIDGETS_HOST}
        redirect="none"
        lead-source="react-demo"
        heading="Talk to a broker"
        onlead-submit={(event) => setLeadIds((ids) => [...ids, event.detail.id])}
      />
      <p data-testid="leads" aria-live="polite">
        {leadIds.length === 0 ? "No enquiry sent yet." : `Enquiries sent: ${leadIds.join(", ")}`}
      </p>
    </main>
  );
}
