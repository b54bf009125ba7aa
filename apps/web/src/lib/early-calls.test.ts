import { describe, expect, it, vi } from "vitest";
import { earlyCallKey, startEarly, takeEarly } from "./early-calls.ts";

describe("calls started before their screen", () => {
  it("answers the very same call once, while fresh", async () => {
    const key = earlyCallKey("POST", "/Task/GetTaskList", { StartRow: 0, Scope: "All" });
    const start = vi.fn(async () => ({ Rows: [1, 2] }));
    startEarly(key, start, 1_000);
    startEarly(key, start, 1_500); // already on its way: not asked twice
    expect(start).toHaveBeenCalledTimes(1);
    expect(
      takeEarly(earlyCallKey("POST", "/Task/GetTaskList", { StartRow: 0, Scope: "Mine" }), 2_000),
    ).toBeNull();
    await expect(takeEarly(key, 2_000)).resolves.toEqual({ Rows: [1, 2] });
    expect(takeEarly(key, 2_000)).toBeNull();
  });

  it("does not answer with a stale call, nor with a failed one", async () => {
    const stale = earlyCallKey("GET", "/Dashboard/GetDashboardSummary", undefined);
    startEarly(stale, async () => "old", 0);
    expect(takeEarly(stale, 10_000)).toBeNull();

    const failed = earlyCallKey("POST", "/Search/GetGridFilters", { GridId: "x" });
    startEarly(failed, () => Promise.reject(new Error("offline")));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(takeEarly(failed)).toBeNull();
  });
});
