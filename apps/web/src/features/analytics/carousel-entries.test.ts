import { describe, expect, it } from "vitest";
import { checkEntries, isSameList, moveEntry, toEditable, toRequest } from "./carousel-entries.ts";

const SAVED = [
  { DashboardId: 1447, Title: "Work Orders", Url: null },
  { DashboardId: 77, Title: "", Url: "https://metabase.example.com/embed/dashboard/abc" },
];

describe("the carousel list being edited", () => {
  it("sends what was saved unchanged", () => {
    expect(toRequest(toEditable(SAVED))).toEqual({ Entries: SAVED });
  });

  it("sends a built-in entry without an address, whatever was typed before switching", () => {
    const [first] = toEditable(SAVED);
    expect(toRequest([{ ...first!, url: "https://old.example.com" }]).Entries).toEqual([SAVED[0]]);
  });

  it.each([
    [0, -1, ["a", "b", "c"]],
    [0, 1, ["b", "a", "c"]],
    [2, 1, ["a", "b", "c"]],
    [2, -1, ["a", "c", "b"]],
  ] as const)("moves entry %i by %i", (index, by, order) => {
    expect(moveEntry(["a", "b", "c"], index, by)).toEqual(order);
  });

  it("knows a list that would save the same, whatever its rows' keys", () => {
    const a = toEditable(SAVED);
    const b = a.map((entry, i) => ({ ...entry, key: `other-${i}` }));
    expect(isSameList(a, b)).toBe(true);
    expect(isSameList(a, moveEntry(a, 0, 1))).toBe(false);
  });

  it("names the field of each problem as the server does", () => {
    const entries = toEditable(SAVED);
    const checked = checkEntries([entries[0]!, { ...entries[1]!, url: "ftp://x", dashboardId: "" }]);
    expect(checked).toEqual({
      ok: false,
      errors: {
        "Entries.1.DashboardId": "DashboardId must be a number.",
        "Entries.1.Url": "Url must be an http or https address.",
      },
    });
  });

  it("answers the request to send when every entry is right", () => {
    expect(checkEntries(toEditable(SAVED))).toEqual({ ok: true, request: { Entries: SAVED } });
  });
});
