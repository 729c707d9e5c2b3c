/**
 * Aliases that build code written for React with Preact's compatible layer: the pages (rendered
 * at build) and the desk (a tenth of React DOM's size on the broker's phone). `react-dom` is
 * aliased too, so nothing in such a graph can pull the real React DOM in.
 */
export const reactAsPreact = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
];
