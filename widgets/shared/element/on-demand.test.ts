import { describe, expect, it } from "vitest";
import { onDemand } from "./on-demand";

describe("a module loaded on demand", () => {
  it("is imported once however often it is wanted, and is at hand once loaded", async () => {
    let imports = 0;
    const part = onDemand(async () => {
      imports += 1;
      return { name: "toaster" };
    });
    expect(part.current).toBe(undefined);

    const [first, second] = await Promise.all([part.load(), part.load()]);
    await part.load();

    expect(imports).toBe(1);
    expect(first).toBe(second);
    expect(part.current).toEqual({ name: "toaster" });
  });

  it("after a failed import, is imported again the next time it is wanted", async () => {
    let attempts = 0;
    const part = onDemand(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error("offline");
      return { name: "dialog" };
    });

    await expect(part.load()).rejects.toThrow("offline");
    expect(part.current).toBe(undefined);

    await expect(part.load()).resolves.toEqual({ name: "dialog" });
    expect(attempts).toBe(2);
  });
});
