/**
 * What a page does under the server's Content-Security-Policy, as the browser reports it: each
 * `securitypolicyviolation` event written to the console (run it as an init script), and the
 * console lines that say something was refused (Chromium's "Refused to …", a header it could not
 * read).
 */
export function reportPolicyViolations(): void {
  document.addEventListener(
    "securitypolicyviolation",
    (event) => {
      console.error(
        `securitypolicyviolation: ${event.effectiveDirective} blocked ${event.blockedURI || "inline"}` +
          ` (${event.sourceFile}:${event.lineNumber}) sample=${JSON.stringify(event.sample)}`,
      );
    },
    true,
  );
}

export const POLICY_MESSAGE =
  /securitypolicyviolation|Content[- ]Security[- ]Policy|Refused to|Permissions-Policy/i;

/** What is missing from a page's policy: scripts from us only, none inline, framed by us only. */
export function policyProblems(policy: string): string[] {
  const problems: string[] = [];
  if (!policy.includes("script-src 'self'")) problems.push(`policy without script-src 'self'`);
  if (policy.includes("'unsafe-inline'")) problems.push(`policy allows 'unsafe-inline'`);
  if (!policy.includes("frame-ancestors 'self'"))
    problems.push(`policy without frame-ancestors 'self'`);
  return problems;
}
