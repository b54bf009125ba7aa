import type { z } from "zod";
import {
  ExportKind,
  GetAssetListContract,
  GetLocationListContract,
  GetMaterialRequestListContract,
  GetMoveRequestListContract,
  GetWarehouseStockContract,
  GetTicketListContract,
  GetLeaseListContract,
  GetChargeCodeListContract,
  type Access,
  type ListQuery,
  type ListReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { invalidFields } from "../../lib/errors.ts";
import { ListQueryError } from "../../lib/list-query.errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { assetList } from "../assets/assets.service.ts";
import { moveRequestList } from "../assets/requests/asset-moves.service.ts";
import { materialRequestList } from "../assets/requests/material-requests.service.ts";
import { warehouseStockList } from "../assets/warehouse/warehouse.service.ts";
import { locationList } from "../locations/locations.service.ts";
import { ticketList } from "../tickets/tickets.service.ts";
import { leaseList } from "../leases/leases.service.ts";
import { chargeCodeList } from "../billing/setup/charge-codes.service.ts";
import type { ListExportKind } from "./export-columns.ts";
import { PROJECT_LIST_SOURCE, PROJECT_PLAN_SOURCE, TASK_LIST_SOURCE } from "./work-export-sources.ts";

type Row = Record<string, unknown>;
type ReadPage = (ctx: AppContext, session: ActiveSession, query: never) => Promise<ListReply<unknown>>;

/**
 * A list an export reads: its own request schema, its own read right, and its own service; `label` names the
 * record a file of one record's rows is of (its file name carries it; a record not found is a 404).
 */
export type ListSource = {
  schema: z.ZodType;
  access: Access;
  read: ReadPage;
  label?: (ctx: AppContext, session: ActiveSession, query: ListQuery) => Promise<string>;
};

const source = (contract: { body?: z.ZodType; access: Access }, read: ReadPage): ListSource => ({
  schema: contract.body!,
  access: contract.access,
  read,
});

const SOURCES: Readonly<Record<ListExportKind, ListSource>> = {
  [ExportKind.AssetList]: source(GetAssetListContract, assetList),
  [ExportKind.LocationList]: source(GetLocationListContract, locationList),
  [ExportKind.MoveRequests]: source(GetMoveRequestListContract, moveRequestList),
  [ExportKind.MaterialRequests]: source(GetMaterialRequestListContract, materialRequestList),
  [ExportKind.WarehouseStock]: source(GetWarehouseStockContract, warehouseStockList),
  [ExportKind.TicketList]: source(GetTicketListContract, ticketList),
  [ExportKind.TaskList]: TASK_LIST_SOURCE,
  [ExportKind.ProjectList]: PROJECT_LIST_SOURCE,
  [ExportKind.ProjectPlan]: PROJECT_PLAN_SOURCE,
  [ExportKind.LeaseList]: source(GetLeaseListContract, leaseList),
  [ExportKind.ChargeCodeList]: source(GetChargeCodeListContract, chargeCodeList),
};

/** The record a file is of, for its name (a project plan's project code); null for a whole list. */
export const fileLabelOf = async (
  ctx: AppContext,
  session: ActiveSession,
  kind: ListExportKind,
  query: ListQuery,
): Promise<string | null> => (await SOURCES[kind].label?.(ctx, session, query)) ?? null;

/** Rows an export reads at a time: the list's largest page. */
export const EXPORT_PAGE_SIZE = 500;

export const listAccessOf = (kind: ListExportKind): Access => SOURCES[kind].access;

/** The list's request checked by the list's own schema; a refusal names `Query.<field>`. */
export const parseListQuery = (kind: ListExportKind, query: Record<string, unknown>): ListQuery => {
  const parsed = SOURCES[kind].schema.safeParse(query);
  if (!parsed.success)
    throw invalidFields(
      parsed.error.issues.map((issue) => ({
        field: ["Query", ...issue.path.map(String)].join("."),
        message: issue.message,
      })),
    );
  return parsed.data as ListQuery;
};

const readPage = async (
  ctx: AppContext,
  session: ActiveSession,
  kind: ListExportKind,
  query: ListQuery,
): Promise<ListReply<Row>> => {
  try {
    return (await SOURCES[kind].read(ctx, session, query as never)) as ListReply<Row>;
  } catch (err) {
    if (err instanceof ListQueryError)
      throw invalidFields([{ field: `Query.${err.field}`, message: err.problem }]);
    throw err;
  }
};

/** How many rows the query selects (and whether the list accepts it at all): one row read. */
export const countRows = async (
  ctx: AppContext,
  session: ActiveSession,
  kind: ListExportKind,
  query: ListQuery,
): Promise<number> =>
  (await readPage(ctx, session, kind, { ...query, StartRow: 0, PageSize: 1, After: null })).TotalCount;

/**
 * Every row the query selects, in its order, a page at a time: each page continues after the previous one's
 * keyset cursor, so the export never holds more than one page and never counts its way down the list.
 */
export async function* readAllRows(
  ctx: AppContext,
  session: ActiveSession,
  kind: ListExportKind,
  query: ListQuery,
  onTotal: (total: number) => void = () => undefined,
): AsyncGenerator<Row[]> {
  let startRow = 0;
  let after: string | null = null;
  for (;;) {
    const page = await readPage(ctx, session, kind, {
      ...query,
      StartRow: startRow,
      PageSize: EXPORT_PAGE_SIZE,
      After: after,
    });
    if (startRow === 0) onTotal(page.TotalCount);
    if (page.Rows.length > 0) yield page.Rows;
    startRow += page.Rows.length;
    if (page.NextCursor === null || page.Rows.length === 0) return;
    after = page.NextCursor;
  }
}
