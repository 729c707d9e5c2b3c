import { describe, expect, it } from "vitest";
import { embeddedDataDir, startSettings, storeChoice, storeNote } from "./start";

describe("the start-up settings", () => {
  it("given nothing, listen on 127.0.0.1:8080 and keep leads in PGlite under .data", () => {
    const start = startSettings({});
    expect(start).toEqual({
      host: "127.0.0.1",
      port: 8080,
      distDir: undefined,
      store: { kind: "embedded", dataDir: ".data", settings: undefined },
    });
    expect(storeNote(start.store)).toBe("PGlite in .data");
    expect(embeddedDataDir(start.store)).toBe(".data");
  });

  it("given DATABASE_URL, choose PostgreSQL whatever DATA_DIR says", () => {
    const choice = storeChoice({ DATABASE_URL: " postgres://db/leads ", DATA_DIR: "elsewhere" });
    expect(choice).toEqual({ kind: "postgres", url: "postgres://db/leads" });
    expect(storeNote(choice)).toBe("PostgreSQL (DATABASE_URL)");
    expect(embeddedDataDir(choice)).toBeUndefined();
  });

  it("given DATA_DIR=memory, keep the store in memory, with no directory for a socket", () => {
    expect(embeddedDataDir(storeChoice({ DATA_DIR: "memory" }))).toBeUndefined();
  });

  it("stops the start on a PORT that is not a port, naming it", () => {
    expect(() => startSettings({ PORT: "80a" })).toThrow('PORT must be a port number, got "80a"');
    expect(() => startSettings({ PORT: "70000" })).toThrow(/^PORT must be a port number/);
  });

  it("takes HOST, PORT and DIST_DIR as given, trimmed", () => {
    expect(
      startSettings({ HOST: " 0.0.0.0 ", PORT: "3000", DIST_DIR: " /srv/dist " }),
    ).toMatchObject({ host: "0.0.0.0", port: 3000, distDir: "/srv/dist" });
  });
});
