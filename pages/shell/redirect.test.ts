import { describe, expect, it } from "vitest";
import { savedRedirectTarget } from "./redirect";

const at = (path: string) => {
  const url = new URL(path, "https://www.example.com");
  return { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash };
};

describe("saved redirect", () => {
  it("moves a visitor to the saved page of this site", () => {
    expect(savedRedirectTarget("/thank-you?from=form#top", at("/"))).toBe(
      "/thank-you?from=form#top",
    );
  });

  it("stays when nothing was saved or the saved page is the current one", () => {
    expect(savedRedirectTarget(null, at("/"))).toBeNull();
    expect(savedRedirectTarget("", at("/"))).toBeNull();
    expect(savedRedirectTarget("/privacy", at("/privacy"))).toBeNull();
  });

  it("never follows a saved value to another site", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "javascript:alert(1)",
      "privacy",
    ]) {
      expect(savedRedirectTarget(value, at("/")), value).toBeNull();
    }
  });
});
