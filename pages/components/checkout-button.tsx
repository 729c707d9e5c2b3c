import { strategyCheckout } from "../../src/content";

/**
 * Starts the strategy session's checkout (the page script's checkout module wires every
 * `button[data-checkout]`, the navbar's included).
 */
export function CheckoutButton({ className = "btn btn-cta" }: { className?: string }) {
  return (
    <button type="button" className={className} data-checkout="">
      {strategyCheckout.buttonLabel}
    </button>
  );
}
