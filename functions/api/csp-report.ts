import { type FunctionHandler, jsonError, parseJson } from "../context";
import { log } from "../log";

/** Violations logged from one request; a browser batches a page's reports into one. */
const MAX_LOGGED_PER_REQUEST = 20;
/** Longest text kept of any one field: a sample or a URL, never a whole policy. */
const MAX_FIELD_CHARS = 300;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value.slice(0, MAX_FIELD_CHARS) : undefined;

const whole = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) ? value : undefined;

/** A URL without its query and fragment, which may carry a visitor's details; keywords as sent. */
function place(value: unknown): string | undefined {
  const raw = text(value);
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return `${url.origin}${url.pathname}`;
  } catch {
    return raw;
  }
}

/** The report's fields under one naming, from either format. */
function violation(body: Fields, legacy: boolean): Fields {
  const field = (modern: string, old: string) => body[legacy ? old : modern];
  return {
    document: place(field("documentURL", "document-uri")),
    blocked: place(field("blockedURL", "blocked-uri")),
    directive: text(
      field("effectiveDirective", "effective-directive") ?? body["violated-directive"],
    ),
    source: place(field("sourceFile", "source-file")),
    line: whole(field("lineNumber", "line-number")),
    column: whole(field("columnNumber", "column-number")),
    sample: text(field("sample", "script-sample")),
    disposition: text(field("disposition", "disposition")),
  };
}

/**
 * The violations in a report body: `report-uri`'s `{ "csp-report": {…} }`, or the Reporting
 * API's array of `{ type: "csp-violation", body: {…} }` (other report types are ignored).
 */
function violationsIn(data: unknown): Fields[] | null {
  if (isObject(data) && isObject(data["csp-report"])) return [violation(data["csp-report"], true)];
  if (!Array.isArray(data)) return null;
  return data
    .filter(
      (report) => isObject(report) && report.type === "csp-violation" && isObject(report.body),
    )
    .map((report) => violation((report as { body: Fields }).body, false));
}

/**
 * `POST /api/csp-report`: where browsers report what a page's Content-Security-Policy blocked
 * (`report-uri` and `report-to`). Each violation becomes one `csp_violation` line in the log,
 * without query strings; the answer is 204. A body that is no report answers 400.
 */
export const cspReport: FunctionHandler = async (req) => {
  const json = parseJson(await req.text(), "The report is not JSON.");
  if ("refusal" in json) return json.refusal;
  const violations = violationsIn(json.data);
  if (!violations) {
    return jsonError(
      400,
      "invalid_report",
      "Send a CSP violation report (report-uri or report-to).",
    );
  }
  for (const found of violations.slice(0, MAX_LOGGED_PER_REQUEST)) {
    log.warn("csp_violation", found);
  }
  return new Response(null, { status: 204 });
};
