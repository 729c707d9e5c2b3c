import { Fragment, type ReactNode } from "react";
import { usePage } from "../context";

/** Copy that mentions the broker's e-mail or phone makes them links, as visitors expect. */
export function LinkedText({ text }: { text: string }) {
  const { config } = usePage();
  const targets = [
    { match: config.email, href: `mailto:${config.email}` },
    { match: config.phoneDisplay, href: `tel:${config.phoneTel}` },
  ].filter((target) => target.match);
  const parts: ReactNode[] = [];
  let rest = text;
  while (rest) {
    const found = targets
      .map((target) => ({ ...target, at: rest.indexOf(target.match) }))
      .filter((target) => target.at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!found) {
      parts.push(rest);
      break;
    }
    if (found.at > 0) parts.push(rest.slice(0, found.at));
    parts.push(
      <a key={parts.length} href={found.href}>
        {found.match}
      </a>,
    );
    rest = rest.slice(found.at + found.match.length);
  }
  return <Fragment>{parts}</Fragment>;
}
