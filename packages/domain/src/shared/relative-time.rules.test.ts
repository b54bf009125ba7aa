import { describe, expect, it } from "vitest";
import { relativeTimeOf, relativeTimeText, type RelativeTime } from "./relative-time.rules.ts";

const NOW = new Date("2026-03-10T18:00:00Z");
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe("relative time", () => {
  it.each<[string, number, RelativeTime]>([
    ["0 s", 0, { kind: "justNow" }],
    ["29.9 s", 29_900, { kind: "justNow" }],
    ["10 s ahead", -10 * S, { kind: "justNow" }],
    ["30 s", 30 * S, { kind: "seconds", count: 30 }],
    ["59.9 s", 59_900, { kind: "seconds", count: 59 }],
    ["60 s", 60 * S, { kind: "minutes", count: 1 }],
    ["59 min 59 s", H - S, { kind: "minutes", count: 59 }],
    ["1 h", H, { kind: "hours", count: 1 }],
    ["23 h 59 min", D - M, { kind: "hours", count: 23 }],
    ["24 h", D, { kind: "yesterday" }],
    ["47 h 59 min", 2 * D - M, { kind: "yesterday" }],
    ["48 h", 2 * D, { kind: "date" }],
    ["a year", 365 * D, { kind: "date" }],
    ["an hour ahead", -H, { kind: "date" }],
  ])("%s ago is %j", (_label, elapsed, expected) => {
    expect(relativeTimeOf({ at: ago(elapsed), now: NOW })).toEqual(expected);
  });

  const parts = { time: "04:05 PM", date: "Mar 08, 2026" };
  it.each<[RelativeTime, string]>([
    [{ kind: "justNow" }, "Just Now"],
    [{ kind: "seconds", count: 45 }, "45 seconds ago"],
    [{ kind: "minutes", count: 1 }, "1 minute ago"],
    [{ kind: "minutes", count: 12 }, "12 minutes ago"],
    [{ kind: "hours", count: 1 }, "1 hour ago"],
    [{ kind: "hours", count: 5 }, "5 hours ago"],
    [{ kind: "yesterday" }, "Yesterday at 04:05 PM"],
    [{ kind: "date" }, "Mar 08, 2026"],
  ])("%j reads %j", (relative, expected) => {
    expect(relativeTimeText(relative, parts)).toBe(expected);
  });
});
