import { describe, expect, it } from "vitest";
import type { AssignableExperiment } from "./assign";
import { chooseArms, KEPT_KEY, keepChosen, type PrePaintPage } from "./pre-paint";

const running: AssignableExperiment = {
  id: "calculator-variant",
  arms: ["slider", "detailed"],
  weights: [0.5, 0.5],
};

function memoryStorage(items = new Map<string, string>()) {
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      items.set(key, value);
    },
  };
}

function page(consent: boolean, storage = memoryStorage()): PrePaintPage & { ids: number } {
  const state = {
    ids: 0,
    consent: () => consent,
    storage,
    newId: () => `page-view-${state.ids++}`,
  };
  return state;
}

describe("choosing arms before first paint", () => {
  it("without consent, gives each page view its own draw and stores nothing", () => {
    const storage = memoryStorage();
    const arms = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const view = page(false, storage);
      view.ids = i;
      arms.add(chooseArms({ experiments: [running] }, view).arms["calculator-variant"] ?? "");
    }
    expect(arms).toEqual(new Set(["slider", "detailed"]));
    expect(storage.items.size).toBe(0);
  });

  it("with consent, keeps the visitor's arm for later page views, even after the weights change", () => {
    const storage = memoryStorage();
    const first = chooseArms({ experiments: [running] }, page(true, storage)).arms;
    const kept = JSON.parse(storage.items.get(KEPT_KEY) ?? "{}");
    expect(kept.arms).toEqual(first);
    for (const weights of [
      [0.01, 0.99],
      [0.99, 0.01],
    ]) {
      const view = page(true, storage);
      view.ids = 1000;
      const later = chooseArms({ experiments: [{ ...running, weights }] }, view).arms;
      expect(later).toEqual(first);
    }
  });

  it("once an experiment has ended, serves its arm and forgets the visitor's", () => {
    const storage = memoryStorage();
    chooseArms({ experiments: [running] }, page(true, storage));
    const ended = chooseArms(
      { experiments: [{ ...running, serve: "detailed" }] },
      page(true, storage),
    ).arms;
    expect(ended).toEqual({ "calculator-variant": "detailed" });
    expect(JSON.parse(storage.items.get(KEPT_KEY) ?? "{}").arms).toEqual({});
  });

  it("keeps this page view's arms once consent is given during it", () => {
    const storage = memoryStorage();
    let consent = false;
    const view = { ...page(false, storage), consent: () => consent };
    const { arms, keepOnConsent } = chooseArms({ experiments: [running] }, view);
    keepOnConsent();
    expect(storage.items.size).toBe(0);
    consent = true;
    keepOnConsent();
    expect(JSON.parse(storage.items.get(KEPT_KEY) ?? "{}").arms).toEqual(arms);
  });

  it("given unreadable storage, still chooses", () => {
    const storage = memoryStorage(new Map([[KEPT_KEY, "{not json"]]));
    const { arms } = chooseArms({ experiments: [running] }, page(true, storage));
    expect(["slider", "detailed"]).toContain(arms["calculator-variant"]);
  });
});

describe("keeping the chosen arm's element", () => {
  const html = new Map<string, string>();
  const ownerDocument = {
    documentElement: { setAttribute: (name: string, value: string) => html.set(name, value) },
  };

  function element(experiment: string, arm: string) {
    const attributes = new Map([
      ["data-exp", experiment],
      ["data-exp-arm", arm],
    ]);
    return {
      removed: false,
      attributes,
      ownerDocument,
      getAttribute: (name: string) => attributes.get(name) ?? null,
      setAttribute: (name: string, value: string) => attributes.set(name, value),
      remove() {
        this.removed = true;
      },
    };
  }

  it("marks the chosen arm and removes the others; leaves another experiment's alone", () => {
    const slider = element("calculator-variant", "slider");
    const detailed = element("calculator-variant", "detailed");
    const other = element("debt-cta", "plain");
    for (const candidate of [slider, detailed, other]) {
      keepChosen(candidate as unknown as Element, { "calculator-variant": "detailed" });
    }
    expect(slider.removed).toBe(true);
    expect(detailed.removed).toBe(false);
    expect(detailed.attributes.has("data-exp-chosen")).toBe(true);
    expect(other.removed).toBe(false);
    // What the funnel events carry: the experiment and arm this page view was shown.
    expect(Object.fromEntries(html)).toEqual({
      "data-experiment": "calculator-variant",
      "data-arm": "detailed",
    });
  });
});
