import { describe, expect, it } from "vitest";
import { widgetDefines } from "../../vite.config";

describe("what the build bakes into browser code", () => {
  it("never holds the AI provider's key, even when the build runs with it set", () => {
    const key = "sk-build-time-secret-0a9b8c7d";
    const saved = process.env.OPENAI_API_KEY;
    process.env.OPENAI_API_KEY = key;
    try {
      const defines = JSON.stringify(widgetDefines());
      expect(defines).toContain("brokerName");
      expect(defines).not.toContain(key);
    } finally {
      if (saved === undefined) delete process.env.OPENAI_API_KEY;
      else process.env.OPENAI_API_KEY = saved;
    }
  });
});
