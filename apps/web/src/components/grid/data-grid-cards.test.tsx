import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import Add from "@mui/icons-material/Add";
import type { ListQuery, ListReply } from "@fieldstead/domain";
import { renderUi } from "../../test/render-ui.tsx";
import { DataGrid } from "./data-grid.tsx";
import type { GridExportState } from "./grid-export-state.ts";
import type { DataGridColumn } from "./grid-columns.ts";
import { ToolbarButton } from "./toolbar-button.tsx";

type Job = { Id: number; Code: string; Name: string; Due: string };
const JOBS: Job[] = [
  { Id: 1, Code: "J-1", Name: "Job one", Due: "2026-03-10" },
  { Id: 2, Code: "J-2", Name: "Job two", Due: "2026-03-11" },
];
const COLUMNS: DataGridColumn<Job>[] = [
  { colId: "Code", header: "Code", type: "text" },
  { colId: "Name", header: "Name", type: "text" },
  { colId: "Due", header: "Due by", type: "date" },
];

const nativeMatchMedia = window.matchMedia;
/** The window as a phone's: every max-width query below the mobile breakpoint matches. */
const beAPhone = () => {
  window.matchMedia = (query: string) => ({
    ...nativeMatchMedia(query),
    matches: query.includes("max-width"),
  });
};
beforeEach(beAPhone);
afterEach(() => {
  window.matchMedia = nativeMatchMedia;
});

const fetchJobs = () =>
  vi.fn(async (_query: ListQuery & { Area: string }): Promise<ListReply<Job>> => ({
    Rows: JOBS,
    TotalCount: 2,
    NextCursor: null,
  }));

describe("the list on a phone", () => {
  it("shows the rows as cards in the list's card order, with its page conditions and labelled buttons", async () => {
    const fetchPage = fetchJobs();
    let readState: (() => GridExportState<{ Area: string }>) | null = null;
    renderUi(
      <DataGrid<Job, { Area: string }>
        gridId="jobs"
        label="Jobs"
        columns={COLUMNS}
        fetchPage={fetchPage}
        extraQuery={{ Area: "North" }}
        getRowId={(row) => String(row.Id)}
        onRowClick={() => undefined}
        cardSort={[{ colId: "Due", sort: "asc" }]}
        toolbarActions={<ToolbarButton label="New job" icon={<Add />} onClick={() => undefined} />}
        exportActions={(read) => {
          readState = read;
          return null;
        }}
      />,
    );
    const list = await screen.findByRole("list", { name: "Jobs" });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((card) => card.textContent),
    ).toEqual(["J-1NameJob oneDue byMar 10, 2026", "J-2NameJob twoDue byMar 11, 2026"]);
    expect(screen.queryByRole("grid")).toBeNull();
    expect(await screen.findByText("2 rows")).toBeTruthy();
    expect(screen.getByRole("button", { name: "New job" }).textContent).toBe("New job");
    // The table's own menus stay with the table.
    expect(screen.queryByRole("button", { name: "Columns" })).toBeNull();
    expect(fetchPage).toHaveBeenCalledWith({
      Area: "North",
      SortModel: [{ colId: "Due", sort: "asc" }],
      FilterModel: {},
      Search: null,
      StartRow: 0,
      PageSize: 25,
      After: null,
    });
    expect(readState!()).toEqual({
      query: { Area: "North", SortModel: [{ colId: "Due", sort: "asc" }], FilterModel: {}, Search: null },
      columns: COLUMNS.map((c) => ({ colId: c.colId, header: c.header })),
      total: 2,
    });
  });

  it("searches the same list, starting over from its first page", async () => {
    const fetchPage = fetchJobs();
    const { user } = renderUi(
      <DataGrid<Job, { Area: string }>
        gridId="jobs"
        label="Jobs"
        columns={COLUMNS}
        fetchPage={fetchPage}
        extraQuery={{ Area: "North" }}
        getRowId={(row) => String(row.Id)}
      />,
    );
    await screen.findByRole("list", { name: "Jobs" });
    await user.type(screen.getByRole("searchbox", { name: "Search jobs" }), "two");
    await vi.waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith(
        expect.objectContaining({ Search: "two", StartRow: 0, SortModel: [] }),
      ),
    );
  });
});
