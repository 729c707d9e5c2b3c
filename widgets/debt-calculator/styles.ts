import callToActionCss from "./call-to-action.css?inline";
import calloutCss from "./callout.css?inline";
import chartFigureCss from "./chart-figure.css?inline";
import comparisonTableCss from "./comparison-table.css?inline";
import debtRowCss from "./debt-row.css?inline";
import decimalInputCss from "./decimal-input.css?inline";
import figuresCss from "./figures.css?inline";
import headerCss from "./header.css?inline";
import layoutCss from "./layout.css?inline";
import rateFieldCss from "./rate-field.css?inline";
import shareLinkCss from "./share-link.css?inline";

/** Every part's stylesheet, in the order the calculator's cascade expects (layout first). */
export const calculatorStyles: string[] = [
  layoutCss,
  headerCss,
  debtRowCss,
  decimalInputCss,
  rateFieldCss,
  calloutCss,
  figuresCss,
  chartFigureCss,
  comparisonTableCss,
  callToActionCss,
  shareLinkCss,
];
