import { describe, expect, it } from "vitest";
import type { DashboardWidget } from "@fieldstead/domain";
import { chartOptionOf } from "./chart-options.ts";
import { chartPoints, isWidgetEmpty } from "./widget-data.ts";

const bar = (patch: Partial<DashboardWidget> = {}): DashboardWidget => ({
  Key: "open-by-status",
  Title: "Open by Status",
  Kind: "bar",
  Width: 6,
  Unit: "count",
  Categories: ["Open", "On Hold"],
  Series: [{ Name: "Work orders", Values: [12, 3] }],
  DrillKeys: ["1", "2"],
  ...patch,
});

type SeriesOf = { type: string; stack?: string; data: unknown[]; cursor?: string }[];
const seriesOf = (widget: DashboardWidget, isDrillable = true) =>
  chartOptionOf(widget, isDrillable).series as SeriesOf;

describe("a chart's drawing", () => {
  it("stacks bars of several series that are parts of a whole, and shows a legend", () => {
    const option = chartOptionOf(
      bar({
        Stacked: true,
        Series: [
          { Name: "Open", Values: [5, 1] },
          { Name: "Closed", Values: [4, 0] },
        ],
      }),
      false,
    );
    const series = option.series as SeriesOf;
    expect(series.map((s) => [s.type, s.stack, s.data])).toEqual([
      ["bar", "total", [5, 1]],
      ["bar", "total", [4, 0]],
    ]);
    expect((option.legend as { show: boolean }).show).toBe(true);
  });

  it("sets bars of several series side by side when one is part of the other (sent and unread)", () => {
    const series = seriesOf(
      bar({
        Series: [
          { Name: "Sent", Values: [5, 1] },
          { Name: "Unread", Values: [4, 0] },
        ],
      }),
      false,
    );
    expect(series.map((s) => [s.type, s.stack])).toEqual([
      ["bar", undefined],
      ["bar", undefined],
    ]);
  });

  it("draws one series of bars unstacked, without a legend", () => {
    const option = chartOptionOf(bar(), false);
    expect((option.series as SeriesOf)[0]!.stack).toBeUndefined();
    expect((option.legend as { show: boolean }).show).toBe(false);
  });

  it("lays bars down when a category's name is long, so names stay readable", () => {
    const option = chartOptionOf(bar({ Categories: ["Unassigned", "Alexandra Montgomery"] }), false);
    expect((option.yAxis as { type: string }).type).toBe("category");
    expect((option.xAxis as { type: string }).type).toBe("value");
  });

  it("draws a pie of the first series over the categories", () => {
    const [pie] = seriesOf(bar({ Kind: "pie" }));
    expect(pie!.type).toBe("pie");
    expect(pie!.data).toEqual([
      { name: "Open", value: 12 },
      { name: "On Hold", value: 3 },
    ]);
  });

  it("draws lines over the categories", () => {
    expect(seriesOf(bar({ Kind: "line" })).map((s) => s.type)).toEqual(["line"]);
  });

  it("shows a pointer over bars only when their records can be listed", () => {
    expect(seriesOf(bar(), true)[0]!.cursor).toBe("pointer");
    expect(seriesOf(bar(), false)[0]!.cursor).toBe("default");
  });
});

describe("a widget's data", () => {
  it("pairs each category with its values and DrillKey (a missing value counts as 0)", () => {
    expect(chartPoints(bar({ Series: [{ Name: "A", Values: [7] }], DrillKeys: ["x", ""] }))).toEqual([
      { category: "Open", values: [7], drillKey: "x" },
      { category: "On Hold", values: [0], drillKey: null },
    ]);
  });

  it.each<[string, Partial<DashboardWidget>, boolean]>([
    ["a chart with values", {}, false],
    ["a chart without categories", { Categories: [], Series: [{ Name: "A", Values: [] }] }, true],
    ["a chart whose values are all 0", { Series: [{ Name: "A", Values: [0, 0] }] }, true],
    ["a figure of 0", { Kind: "figure", Value: 0 }, false],
    ["a figure without a value", { Kind: "figure" }, true],
    ["a table without rows", { Kind: "table", Columns: ["Name"], Rows: [] }, true],
    ["a table with rows", { Kind: "table", Columns: ["Name"], Rows: [["A"]] }, false],
  ])("%s is empty: %s", (_name, patch, isEmpty) => {
    expect(isWidgetEmpty(bar(patch))).toBe(isEmpty);
  });
});
