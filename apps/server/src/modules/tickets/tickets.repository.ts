import { and, count, eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import {
  taskPriorityLabel,
  ticketStatusLabel,
  type ListReply,
  type TaskPriorityId,
  type TicketDetail,
  type TicketListQuery,
  type TicketListRow,
  type TicketStatusId,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { assets, locations, tickets } from "../../db/schema/index.ts";
import { planList } from "../../lib/list-query.ts";
import { runListQuery } from "../../lib/list-query.repository.ts";
import {
  reportedByNameSql,
  reporterNameSql,
  reporters,
  TICKET_LIST,
  workOrders,
} from "./ticket-list.definition.ts";

const ROW = {
  id: tickets.id,
  ticketNumber: tickets.ticketNumber,
  title: tickets.title,
  statusId: tickets.statusId,
  priorityId: tickets.priorityId,
  locationId: tickets.locationId,
  locationName: locations.name,
  assetId: tickets.assetId,
  assetName: assets.name,
  reporterName: reporterNameSql,
  workOrderId: tickets.workOrderId,
  workOrderNumber: workOrders.workOrderNumber,
  createdAt: tickets.createdAt,
  updatedAt: tickets.updatedAt,
};
type RowRaw = {
  id: number;
  ticketNumber: string;
  title: string;
  statusId: number;
  priorityId: number;
  locationId: number | null;
  locationName: string | null;
  assetId: number | null;
  assetName: string | null;
  reporterName: string | null;
  workOrderId: number | null;
  workOrderNumber: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toRow = (r: RowRaw): TicketListRow => ({
  Id: r.id,
  TicketNumber: r.ticketNumber,
  Title: r.title,
  StatusId: r.statusId,
  StatusName: ticketStatusLabel(r.statusId),
  PriorityId: r.priorityId,
  PriorityName: taskPriorityLabel(r.priorityId),
  LocationId: r.locationId,
  LocationName: r.locationName,
  AssetId: r.assetId,
  AssetName: r.assetName,
  ReporterName: r.reporterName,
  WorkOrderId: r.workOrderId,
  WorkOrderNumber: r.workOrderNumber,
  CreatedAt: r.createdAt.toISOString(),
  UpdatedAt: r.updatedAt.toISOString(),
});

/** Each join of the list is to one row at most (its place, asset, writer and work order), in the same org. */
const withNames = <Q extends PgSelect>(q: Q) =>
  q
    .leftJoin(locations, eq(locations.id, tickets.locationId))
    .leftJoin(assets, eq(assets.id, tickets.assetId))
    .leftJoin(reporters, eq(reporters.id, tickets.reportedById))
    .leftJoin(workOrders, eq(workOrders.id, tickets.workOrderId));

/** One page of the organisation's tickets. */
export const listTickets = (
  db: Db,
  orgId: number,
  query: TicketListQuery,
): Promise<ListReply<TicketListRow>> => {
  const plan = planList(TICKET_LIST, query, { orgId });
  return runListQuery(
    plan,
    {
      page: withNames(
        db
          .select({ ...ROW, ...plan.cursorSelection })
          .from(tickets)
          .$dynamic(),
      ),
      count: withNames(db.select({ n: count() }).from(tickets).$dynamic()),
    },
    toRow,
  );
};

/** One ticket of the organisation with its names; locked for the transaction's write when asked. */
export const readTicket = async (
  db: Db | Tx,
  orgId: number,
  id: number,
  { lock = false } = {},
): Promise<TicketDetail | null> => {
  const query = withNames(
    db
      .select({
        ...ROW,
        description: tickets.description,
        assetTag: assets.assetTag,
        givenReporterName: tickets.reporterName,
        reporterContact: tickets.reporterContact,
        reportedById: tickets.reportedById,
        reportedByName: reportedByNameSql,
        workOrderStatusId: workOrders.statusId,
      })
      .from(tickets)
      .$dynamic(),
  ).where(and(eq(tickets.orgId, orgId), eq(tickets.id, id)));
  const [row] = await (lock ? query.for("update", { of: tickets }) : query);
  if (!row) return null;
  return {
    ...toRow(row),
    Description: row.description,
    AssetTag: row.assetTag,
    GivenReporterName: row.givenReporterName,
    ReporterContact: row.reporterContact,
    ReportedById: row.reportedById,
    ReportedByName: row.reportedByName,
    WorkOrderStatusId: row.workOrderStatusId,
  };
};

/** The ticket table's values a form writes. */
export type TicketColumns = {
  title: string;
  description: string | null;
  priorityId: TaskPriorityId;
  locationId: number | null;
  assetId: number | null;
  reporterName: string | null;
  reporterContact: string | null;
};

export const insertTicket = async (
  tx: Tx,
  values: TicketColumns & { orgId: number; ticketNumber: string; reportedById: number | null; at: Date },
): Promise<number> => {
  const { at, ...columns } = values;
  const [row] = await tx
    .insert(tickets)
    .values({ ...columns, createdAt: at, updatedAt: at })
    .returning({ id: tickets.id });
  return row!.id;
};

export const updateTicketRow = async (
  tx: Tx,
  orgId: number,
  id: number,
  values: Partial<TicketColumns> & { statusId?: TicketStatusId; workOrderId?: number | null; at: Date },
): Promise<void> => {
  const { at, ...columns } = values;
  await tx
    .update(tickets)
    .set({ ...columns, updatedAt: at })
    .where(and(eq(tickets.orgId, orgId), eq(tickets.id, id)));
};

/** A place of the organisation: its name, or null when it has none with this id. */
export const locationNameOf = async (db: Db | Tx, orgId: number, id: number): Promise<string | null> => {
  const [row] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.orgId, orgId), eq(locations.id, id)));
  return row?.name ?? null;
};

/** An asset of the organisation with where it is, or null. */
export const assetOf = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<{ name: string; locationId: number | null; locationName: string | null } | null> => {
  const [row] = await db
    .select({ name: assets.name, locationId: assets.locationId, locationName: locations.name })
    .from(assets)
    .leftJoin(locations, eq(locations.id, assets.locationId))
    .where(and(eq(assets.orgId, orgId), eq(assets.id, id)));
  return row ?? null;
};
