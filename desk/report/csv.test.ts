import { describe, expect, it } from "vitest";
import { dropOff, rate, toCsv } from "./csv";

describe("a report table as CSV", () => {
  it("quotes what needs it and makes a formula-like campaign text", () => {
    const csv = toCsv(
      [
        { heading: "Campaign", cell: (row: { name: string; views: number }) => row.name },
        { heading: "Views", cell: (row) => row.views },
      ],
      [
        { name: "spring, paid", views: 12 },
        { name: '=HYPERLINK("x")', views: 3 },
      ],
    );

    expect(csv).toBe('Campaign,Views\r\n"spring, paid",12\r\n"\'=HYPERLINK(""x"")",3\r\n');
  });

  it("gives conversion and drop-off as percentages, and a dash when nothing was seen", () => {
    expect(rate(3, 200)).toBe("1.5%");
    expect(rate(0, 0)).toBe("–");
    expect(dropOff(30, 120)).toBe("75%");
    expect(dropOff(0, 0)).toBe("–");
  });
});
