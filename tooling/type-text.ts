/** Text the package's type entries share (`./package-types.ts`, `./react-types.ts`). */
import type { DeclaredElement } from "./element-declarations.ts";

/** `leadForm` → `LeadFormEventMap`: the name of an element's event map in its entry. */
export const eventMapName = ({ exportName }: DeclaredElement) =>
  `${exportName[0]?.toUpperCase()}${exportName.slice(1)}EventMap`;

/** A description as a JSDoc comment at `indent`, wrapped at 100 columns; each tag on a line. */
export function doc(text: string, indent: string, tags: readonly string[] = []): string {
  if (!text && tags.length === 0) return "";
  const words = text.replaceAll("*/", "*\\/").split(" ");
  if (tags.length === 0 && indent.length + text.length + 7 <= 100) {
    return `${indent}/** ${words.join(" ")} */\n`;
  }
  const lines = [""];
  for (const word of words) {
    const line = lines.at(-1) as string;
    if (line && indent.length + 3 + line.length + word.length >= 100) lines.push(word);
    else lines[lines.length - 1] = line ? `${line} ${word}` : word;
  }
  lines.push(...tags.map((tag) => tag.replaceAll("*/", "*\\/")));
  return `${indent}/**\n${lines.map((line) => `${indent} * ${line}\n`).join("")}${indent} */\n`;
}
