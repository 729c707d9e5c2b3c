/**
 * `readme` (a document's text) with the text between the markers `start` and `end` replaced by
 * `block`: how `npm run docs` writes the generated tables of `docs/`.
 */
export function withReadmeBlock(readme: string, start: string, end: string, block: string): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the document has no "${start}" … "${end}" markers`);
  return `${readme.slice(0, from + start.length)}\n\n${block}\n\n${readme.slice(to)}`;
}

/** The text between the markers `start` and `end` in `readme`, trimmed. */
export function readmeBlock(readme: string, start: string, end: string): string {
  return readme.slice(readme.indexOf(start) + start.length, readme.indexOf(end)).trim();
}
