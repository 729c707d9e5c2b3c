import autocannon from "autocannon";

/** What the nth request carries (counted from 1), so that no two are the same. */
export type NthRequest = (n: number) => { headers: Record<string, string>; body: string };

/** autocannon POSTing to `options.url`, each request's headers and body made by `nth`. */
export function postEach(
  options: Omit<autocannon.Options, "requests">,
  nth: NthRequest,
): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    timeout: 10,
    ...options,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          n += 1;
          return { ...request, ...nth(n) };
        },
      },
    ],
  });
}
