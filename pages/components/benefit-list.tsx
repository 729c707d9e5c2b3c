import type { ComponentType } from "react";
import { CheckIcon, type IconProps } from "./icons";

interface BenefitListProps {
  items: readonly { title: string; description: string }[];
  /** The tick before each item. */
  icon: ComponentType<IconProps>;
}

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

/** Short points, each behind a tick. `card` sets the list on a card of its own. */
export function CheckList({ items, card = false }: { items: readonly string[]; card?: boolean }) {
  return (
    <ul className={card ? "card check-list" : "check-list"}>
      {items.map((item) => (
        <li key={item}>
          <CheckIcon size={20} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
