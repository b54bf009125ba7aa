import { describe, expect, it } from "vitest";
import type { ColumnState } from "ag-grid-community";
import { applyView, captureView, STANDARD_VIEW, viewColumnState, type ColumnDefault } from "./grid-views.ts";

const DEFAULTS: ColumnDefault[] = [
  { colId: "Tag", hide: false, width: 140 },
  { colId: "Name", hide: false },
  { colId: "Serial", hide: true },
];

/** The part of the grid API views use, keeping what was applied. */
const fakeApi = (columns: ColumnState[], filterModel: Record<string, unknown> = {}) => {
  const applied: { state: ColumnState[]; filter: Record<string, unknown> | null } = {
    state: [],
    filter: null,
  };
  return {
    applied,
    getColumnState: () => columns,
    getFilterModel: () => filterModel,
    applyColumnState: ({ state }: { state: ColumnState[] }) => {
      applied.state = state;
      return true;
    },
    setFilterModel: (model: Record<string, unknown> | null) => {
      applied.filter = model;
    },
  };
};

describe("saved views", () => {
  it("capture the filters, the sort in its order, and every column's visibility and width", () => {
    const api = fakeApi(
      [
        { colId: "Tag", hide: false, width: 140, sort: "desc", sortIndex: 1 },
        { colId: "Name", hide: true, width: 200, sort: "asc", sortIndex: 0 },
        { colId: "Serial", hide: false, width: 120, sort: null },
      ],
      { Name: { filterType: "text", type: "contains", filter: "pump" } },
    );
    expect(captureView(api)).toEqual({
      FilterModel: { Name: { filterType: "text", type: "contains", filter: "pump" } },
      SortModel: [
        { colId: "Name", sort: "asc" },
        { colId: "Tag", sort: "desc" },
      ],
      ColumnState: [
        { colId: "Tag", hide: false, width: 140 },
        { colId: "Name", hide: true, width: 200 },
        { colId: "Serial", hide: false, width: 120 },
      ],
    });
  });

  it("show a view's columns in its order, columns it does not know last, and drop columns gone since", () => {
    const state = viewColumnState(
      {
        FilterModel: {},
        SortModel: [{ colId: "Name", sort: "desc" }],
        ColumnState: [
          { colId: "Serial", hide: false, width: 90 },
          { colId: "Removed", hide: false },
          { colId: "Tag", hide: true },
        ],
      },
      DEFAULTS,
    );
    expect(state).toEqual([
      { colId: "Serial", hide: false, width: 90, sort: null, sortIndex: null },
      { colId: "Tag", hide: true, width: 140, sort: null, sortIndex: null },
      { colId: "Name", hide: false, sort: "desc", sortIndex: 0 },
    ]);
  });

  it("go back to the columns as first given, unsorted and unfiltered, with the standard view", () => {
    const api = fakeApi([]);
    applyView(api, STANDARD_VIEW, DEFAULTS);
    expect(api.applied.state.map((c) => [c.colId, c.hide, c.sort])).toEqual([
      ["Tag", false, null],
      ["Name", false, null],
      ["Serial", true, null],
    ]);
    expect(api.applied.filter).toEqual({});
  });

  it("apply only the filters of columns the grid still has", () => {
    const api = fakeApi([]);
    applyView(
      api,
      {
        ...STANDARD_VIEW,
        FilterModel: {
          Name: { filterType: "text", type: "contains", filter: "x" },
          Removed: { filterType: "set", values: [1] },
        },
      },
      DEFAULTS,
    );
    expect(api.applied.filter).toEqual({ Name: { filterType: "text", type: "contains", filter: "x" } });
  });
});
