import { describe, expect, it } from "vitest";
import type { ListQuery, ListReply } from "@fieldstead/domain";
import { createGridDatasource, type BlockParams, type GridLoadState } from "./grid-datasource.ts";
import { toFilterModel, toSortModel } from "./grid-query.ts";

type Row = { Id: number };
const BLOCK = 100;

/** A list of `total` rows whose cursor is "after:{last id}", like the server's keyset cursor. */
const fakeServer = (total: number) => {
  const calls: ListQuery[] = [];
  let failNext = false;
  const fetchPage = async (query: ListQuery): Promise<ListReply<Row>> => {
    calls.push(query);
    if (failNext) {
      failNext = false;
      throw new Error("Server-side error: 500 Internal Server Error");
    }
    const start = query.After ? Number(query.After.slice("after:".length)) : query.StartRow;
    const rows = Array.from({ length: Math.max(0, Math.min(query.PageSize, total - start)) }, (_, i) => ({
      Id: start + i + 1,
    }));
    const last = rows.at(-1);
    const isLastPage = start + rows.length >= total;
    return { Rows: rows, TotalCount: total, NextCursor: isLastPage || !last ? null : `after:${last.Id}` };
  };
  return {
    calls,
    fetchPage,
    failOnce: () => {
      failNext = true;
    },
  };
};

type Received = { rows: Row[] | null; lastRow?: number; failed: boolean };

const block = (
  startRow: number,
  extra: Partial<BlockParams<Row>> = {},
): { params: BlockParams<Row>; done: Promise<Received> } => {
  let settle: (value: Received) => void = () => undefined;
  const done = new Promise<Received>((resolve) => (settle = resolve));
  const params: BlockParams<Row> = {
    startRow,
    endRow: startRow + BLOCK,
    sortModel: [],
    filterModel: {},
    successCallback: (rows, lastRow) => settle({ rows, lastRow, failed: false }),
    failCallback: () => settle({ rows: null, failed: true }),
    ...extra,
  };
  return { params, done };
};

const setup = (total = 350, search = "") => {
  const server = fakeServer(total);
  const states: GridLoadState[] = [];
  const source = createGridDatasource<Row>({
    fetchPage: server.fetchPage,
    search,
    onLoadState: (state) => states.push(state),
  });
  const read = async (startRow: number, extra: Partial<BlockParams<Row>> = {}) => {
    const { params, done } = block(startRow, extra);
    source.getRows(params);
    return done;
  };
  return { server, states, source, read };
};

describe("the grid's datasource", () => {
  it("reads the first block by position and sizes the grid with the total count", async () => {
    const { server, states, read } = setup(350);
    const first = await read(0);
    expect(first.rows?.map((r) => r.Id).slice(0, 3)).toEqual([1, 2, 3]);
    expect(first.lastRow).toBe(350);
    expect(server.calls[0]).toMatchObject({ StartRow: 0, PageSize: BLOCK, After: null });
    expect(states).toEqual([{ kind: "loading" }, { kind: "loaded", total: 350 }]);
  });

  it("continues the next block in order from the previous block's cursor (keyset)", async () => {
    const { server, read } = setup(350);
    await read(0);
    const second = await read(100);
    expect(server.calls[1]).toMatchObject({ StartRow: 100, After: "after:100" });
    expect(second.rows?.[0]?.Id).toBe(101);
    await read(200);
    expect(server.calls[2]).toMatchObject({ StartRow: 200, After: "after:200" });
  });

  it("reads a block nobody reached in order (a jump) by its position", async () => {
    const { server, read } = setup(1_000);
    await read(0);
    const jumped = await read(700);
    expect(server.calls[1]).toMatchObject({ StartRow: 700, After: null });
    expect(jumped.rows?.[0]?.Id).toBe(701);
  });

  it("forgets the cursors when the sort or the filters change", async () => {
    const { server, read } = setup(350);
    await read(0);
    await read(100, { sortModel: [{ colId: "Name", sort: "desc" }] });
    expect(server.calls[1]).toMatchObject({
      StartRow: 100,
      After: null,
      SortModel: [{ colId: "Name", sort: "desc" }],
    });
    await read(0);
    await read(100);
    expect(server.calls[3]?.After).toBe("after:100");
    await read(100, { filterModel: { Name: { filterType: "text", type: "contains", filter: "pump" } } });
    expect(server.calls[4]?.After).toBeNull();
  });

  it("sends the search text, trimmed, and no search when the box is blank", async () => {
    const searching = setup(10, "  chiller ");
    await searching.read(0);
    expect(searching.server.calls[0]?.Search).toBe("chiller");
    const blank = setup(10, "   ");
    await blank.read(0);
    expect(blank.server.calls[0]?.Search).toBeNull();
  });

  it("reports a failed call with its message, and tells the grid the block failed", async () => {
    const { server, states, read } = setup(350);
    server.failOnce();
    const failed = await read(0);
    expect(failed.failed).toBe(true);
    expect(states.at(-1)).toEqual({
      kind: "failed",
      message: "Server-side error: 500 Internal Server Error",
    });
  });

  it("stops reporting once the grid has moved to another source", async () => {
    const { states, source, read } = setup(350);
    const pending = read(0);
    source.destroy();
    await pending;
    expect(states).toEqual([{ kind: "loading" }]);
  });
});

describe("the grid's models as the list call reads them", () => {
  it.each([
    [
      "a text condition",
      { Name: { filterType: "text", type: "contains", filter: "pump" } },
      { Name: { filterType: "text", type: "contains", filter: "pump" } },
    ],
    [
      "two joined conditions (not supported, dropped)",
      { Name: { filterType: "text", operator: "AND", conditions: [] } },
      {},
    ],
    ["an empty choice of values (no filter)", { StatusId: { filterType: "set", values: [] } }, {}],
    [
      "a choice of values",
      { StatusId: { filterType: "set", values: [1, 3] } },
      { StatusId: { filterType: "set", values: [1, 3] } },
    ],
    ["an unknown filter type", { Name: { filterType: "multi" } }, {}],
    ["no model at all", null, {}],
  ])("%s", (_label, model, expected) => {
    expect(toFilterModel(model)).toEqual(expected);
  });

  it("sorts by at most three columns", () => {
    const model = ["A", "B", "C", "D"].map((colId) => ({ colId, sort: "asc" as const }));
    expect(toSortModel(model).map((s) => s.colId)).toEqual(["A", "B", "C"]);
  });
});
