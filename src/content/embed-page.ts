/** Copy of `/embed`, the page developers and marketers use to paste and theme the widgets. */
export const embedPageCopy = {
  title: "Embed the widgets",
  intro:
    "Every widget on one page: try it live, read what it accepts and fires, and copy a snippet pinned to this version with its integrity hash, ready for any page or site builder.",
  /** The page's meta description. */
  description:
    "Embed the broker's calculator, forms, guides and chat on any page: live examples, attributes, events and pinned snippets with integrity hashes.",
  builderHeading: "Build a snippet",
  builderIntro:
    "Pick a widget, set its attributes and theme, and copy the snippet. The preview below shows exactly what the snippet gives.",
  elementLabel: "Widget",
  buildLabel: "Script",
  buildOptions: { loader: "Loader (ES module)", standalone: "Standalone classic script" },
  attributesLegend: "Attributes",
  themeLegend: "Theme",
  themeIntro:
    "Every custom property the widget documents, set to its default. Change one and the preview and the snippet follow; an emptied field goes back to the default.",
  /** After a theme property's description, unless it already names its default. */
  themeDefault: "Default: {value}.",
  previewHeading: "Preview",
  snippetHeading: "Snippet",
  copyButton: "Copy snippet",
  copied: "Copied",
  liveExample: "Live example",
  tables: {
    attributes: "Attributes",
    events: "Events",
    parts: "CSS parts",
    cssProperties: "Custom properties",
    methods: "Methods",
    name: "Name",
    description: "Description",
  },
  exitIntentButton: "Show the exit-intent popup",
  chatNote: "The chat's button sits at the bottom right of this page.",
  pinnedNote:
    "Pinned to this version: the files never change and are cached for a year; the browser refuses any other bytes.",
};

/** Attributes each live example is shown with: forms stay on the page, the popup waits. */
export const embedExampleAttributes: Record<string, Record<string, string>> = {
  "debt-calculator": { variant: "slider", redirect: "none" },
  "lead-form": { redirect: "none" },
  "resource-download": { "lead-magnet": "first-home-buyers-guide", redirect: "none" },
  "exit-intent": { disabled: "" },
};
