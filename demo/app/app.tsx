/*
 * A developer's React 19 app using the elements through the package's public entries: each
 * `./react/<tag>` defines its element, using this app's own React (it ships once), and exports it
 * as a component whose props (attributes by camelCase name, `on` + an event's name) the published
 * types check one by one.
 */
import { DebtCalculator } from "eastside-broker-widgets/react/debt-calculator";
import { LeadForm } from "eastside-broker-widgets/react/lead-form";
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
      <DebtCalculator
        variant="detailed"
        rate={5.5}
        apiBase={WIDGETS_HOST}
        leadSource="react-demo"
        onCalculatorChange={(event) => setMonthlySavings(event.detail.monthlySavings)}
      />
      <p data-testid="savings">
        {monthlySavings === null
          ? "Change a figure to see your saving here."
          : `You could save ${money.format(monthlySavings)} a month.`}
      </p>
      <LeadForm
        mode="inline"
        apiBase={WIDGETS_HOST}
        redirect="none"
        leadSource="react-demo"
        heading="Talk to a broker"
        onLeadSubmit={(event) => setLeadIds((ids) => [...ids, event.detail.id])}
      />
      <p data-testid="leads" aria-live="polite">
        {leadIds.length === 0 ? "No enquiry sent yet." : `Enquiries sent: ${leadIds.join(", ")}`}
      </p>
    </main>
  );
}
