import type { ComponentType } from "react";
import { CheckCircleIcon, CheckIcon, type IconProps } from "./icons";

interface BenefitListProps {
  items: readonly { title: string; description: string }[];
  /** The tick before each item. */
  icon: ComponentType<IconProps>;
}

/*
 * The lists pages repeat: benefits, ticked points and the steps of a process.
 */

/** A list of benefits, each a tick, a short title and a sentence. */
export function BenefitList({ items, icon: Icon }: BenefitListProps) {
  return (
    <ul className="benefits">
      {items.map((item) => (
        <li key={item.title} className="benefit">
          <Icon />
          <div>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

const checkLists = {
  /** A tick before each point. */
  plain: { className: "check-list", Icon: CheckIcon, size: 20 },
  /** The same, set on a card of its own. */
  card: { className: "card check-list", Icon: CheckIcon, size: 20 },
  /** A larger, circled tick: what a visitor gets, who something is for. */
  circled: { className: "get-list", Icon: CheckCircleIcon, size: 24 },
} as const;

/** Short points, each behind a tick. */
export function CheckList({
  items,
  look = "plain",
}: {
  items: readonly string[];
  look?: keyof typeof checkLists;
}) {
  const { className, Icon, size } = checkLists[look];
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon size={size} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps of a process, each a card with a title and a sentence. */
export function StepList({ steps }: { steps: readonly { title: string; description: string }[] }) {
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title} className="card step">
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
