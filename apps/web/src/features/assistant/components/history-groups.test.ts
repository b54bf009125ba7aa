import { describe, expect, it } from "vitest";
import { filterHistory, groupHistory, historyTitle, type HistoryChat } from "./history-groups.ts";

// Noon in Denver (MDT, UTC-6) on 10 March 2026.
const NOW = new Date("2026-03-10T18:00:00Z");

const chat = (id: string, date: string, title = `Chat ${id}`): HistoryChat => ({ id, title, date });

const summary = (chats: HistoryChat[], search = "") =>
  groupHistory({ chats, search, now: NOW }).map((g) => [g.label, g.entries.map((e) => `${e.id} ${e.when}`)]);

describe("the chat history's groups", () => {
  it("groups by the Denver day: Today and Yesterday with the time, older chats with the date", () => {
    const chats = [
      chat("older", "2026-02-01T12:00:00Z"),
      chat("late-yesterday", "2026-03-10T04:00:00Z"),
      chat("morning", "2026-03-10T15:05:00Z"),
      chat("yesterday-midnight", "2026-03-09T06:00:00Z"),
      chat("day-before", "2026-03-09T05:59:00Z"),
      chat("noon", "2026-03-10T18:00:00Z"),
    ];
    expect(summary(chats)).toEqual([
      ["Today", ["noon 12:00 PM", "morning 9:05 AM"]],
      ["Yesterday", ["late-yesterday 10:00 PM", "yesterday-midnight 12:00 AM"]],
      ["All Chats", ["day-before Mar 8", "older Feb 1"]],
    ]);
  });

  it("leaves out empty groups, counts a chat stamped ahead of our clock as today, and lists undated chats last", () => {
    const chats = [
      chat("undated", "not a date"),
      chat("ahead", "2026-03-10T18:05:00Z"),
      chat("old", "2025-12-24T20:00:00Z"),
    ];
    expect(summary(chats)).toEqual([
      ["Today", ["ahead 12:05 PM"]],
      ["All Chats", ["old Dec 24", "undated "]],
    ]);
  });

  it("has no groups when nothing matches", () => {
    expect(groupHistory({ chats: [], search: "", now: NOW })).toEqual([]);
    expect(groupHistory({ chats: [chat("a", "2026-03-10T15:00:00Z")], search: "zzz", now: NOW })).toEqual([]);
  });
});

describe("the chat history's search", () => {
  const chats = [
    chat("1", "2026-03-10T15:00:00Z", "Moving an Asset"),
    chat("2", "2026-03-10T15:00:00Z", "Lease reminders"),
    chat("3", "2026-03-10T15:00:00Z", ""),
  ];
  it.each([
    { search: "asset", ids: ["1"] },
    { search: "  LEASE ", ids: ["2"] },
    { search: "ing an", ids: ["1"] },
    { search: "untitled", ids: ["3"] },
    { search: "", ids: ["1", "2", "3"] },
    { search: "work order", ids: [] },
  ])("'$search' finds $ids", ({ search, ids }) => {
    expect(filterHistory(chats, search).map((c) => c.id)).toEqual(ids);
  });
});

describe("a history title", () => {
  it.each([
    { title: "", shown: "Untitled Chat", hasTooltip: false },
    { title: "   ", shown: "Untitled Chat", hasTooltip: false },
    { title: "Exactly fifteen", shown: "Exactly fifteen", hasTooltip: false },
    { title: "Sixteen letters!", shown: "Sixteen letters!", hasTooltip: true },
    { title: " How do I move an asset? ", shown: "How do I move an asset?", hasTooltip: true },
  ])("'$title' is listed as '$shown'", ({ title, shown, hasTooltip }) => {
    expect(historyTitle(title)).toEqual({ title: shown, hasTooltip });
  });
});
