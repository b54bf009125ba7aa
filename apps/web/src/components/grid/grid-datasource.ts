import type { ListQuery, ListReply } from "@fieldstead/domain";
import { blockQuery, createCursorBook, type BlockRequest } from "./grid-query.ts";

/** What the list shows about its rows: the first block loading, how many rows match, or what failed. */
export type GridLoadState =
  { kind: "loading" } | { kind: "loaded"; total: number } | { kind: "failed"; message: string };

/** AG Grid's getRows parameters: the request and its two callbacks. */
export type BlockParams<Row> = BlockRequest & {
  successCallback: (rows: Row[], lastRow?: number) => void;
  failCallback: () => void;
};

export type GridDatasourceOptions<Row> = {
  fetchPage: (query: ListQuery) => Promise<ListReply<Row>>;
  search: string;
  onLoadState: (state: GridLoadState) => void;
};

export type GridDatasource<Row> = {
  getRows: (params: BlockParams<Row>) => void;
  destroy: () => void;
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * The grid's source of rows (AG Grid's Infinite Row Model): each block is one list call. Blocks read in
 * order continue from the previous block's cursor; the total count sizes the scroll bar. Replies that
 * arrive after the order changed, or after the grid moved to another source, no longer change the state.
 */
export const createGridDatasource = <Row>({
  fetchPage,
  search,
  onLoadState,
}: GridDatasourceOptions<Row>): GridDatasource<Row> => {
  const book = createCursorBook();
  let isActive = true;
  const report = (key: string, state: GridLoadState) => {
    if (isActive && book.currentKey() === key) onLoadState(state);
  };
  return {
    getRows: (params) => {
      const { query, key } = blockQuery(params, search, book);
      if (params.startRow === 0) report(key, { kind: "loading" });
      fetchPage(query).then(
        (reply) => {
          book.remember(key, params.startRow + reply.Rows.length, reply.NextCursor);
          params.successCallback(reply.Rows, reply.TotalCount);
          report(key, { kind: "loaded", total: reply.TotalCount });
        },
        (error: unknown) => {
          params.failCallback();
          report(key, { kind: "failed", message: messageOf(error) });
        },
      );
    },
    destroy: () => {
      isActive = false;
    },
  };
};
