import {
  RECON_DIFFERENCE_NAMES,
  RECON_DIFFERENCE_STATE_NAMES,
  reconRunMessage,
  type ReconClientsReply,
  type ReconDifferenceRow,
  type ReconRunDetail,
  type ReconRunListReply,
  type ReconRunRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  readReconClients,
  readReconDifferences,
  readReconRuns,
  type ReconDifferenceRecord,
  type ReconRunRecord,
} from "./tech-recon.repository.ts";

/** How many runs the list shows (the newest). */
const RUN_LIST_LIMIT = 200;

const runRow = (r: ReconRunRecord): ReconRunRow => ({
  Id: r.id,
  Period: r.period,
  ClientId: r.clientId,
  ClientName: r.clientName,
  ResultCode: r.resultCode,
  ResultMessage: reconRunMessage({
    resultCode: r.resultCode,
    differenceCount: r.differenceCount,
    differenceSiteCount: Number(r.siteCount),
    isOneClient: r.clientId !== null,
  }),
  DifferenceCount: r.differenceCount,
  OpenCount: Number(r.openCount),
  CreatedAt: r.createdAt.toISOString(),
  CreatedByName: r.createdByName,
});

export const differenceRow = (d: ReconDifferenceRecord): ReconDifferenceRow => ({
  Id: d.id,
  ClientId: d.clientId,
  ClientName: d.clientName,
  LocationId: d.locationId,
  SiteName: d.siteName ?? "—",
  CategoryId: d.categoryId,
  CategoryName: d.categoryName ?? "—",
  KindId: d.kindId,
  KindName: RECON_DIFFERENCE_NAMES[d.kindId],
  BilledQuantity: d.billedQuantity,
  FoundQuantity: d.foundQuantity,
  StateId: d.stateId,
  StateName: RECON_DIFFERENCE_STATE_NAMES[d.stateId],
  WorkOrderId: d.taskId,
  WorkOrderNumber: d.workOrderNumber,
  AppliedInvoiceId: d.appliedInvoiceId,
  DecidedAt: d.decidedAt?.toISOString() ?? null,
  DecidedByName: d.decidedByName,
});

export const differenceNotFound = (id: number): AppError =>
  new AppError("NOT_FOUND", { message: `Difference ${id} was not found.` });

/** One difference of the organisation with its names (404 when it is another's or none). */
export const readDifference = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<ReconDifferenceRecord> => {
  const [found] = await readReconDifferences(db, orgId, { id });
  if (!found) throw differenceNotFound(id);
  return found;
};

/** The organisation's runs, newest first. */
export const reconRunList = async (ctx: AppContext, session: ActiveSession): Promise<ReconRunListReply> => {
  const runs = await readReconRuns(ctx.db, session.orgId, { limit: RUN_LIST_LIMIT });
  return { Runs: runs.map(runRow) };
};

/** One run of the organisation with its differences; another organisation's run is a 404. */
export const reconRunDetail = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<ReconRunDetail> => {
  const [run] = await readReconRuns(ctx.db, session.orgId, { id, limit: 1 });
  if (!run) throw new AppError("NOT_FOUND", { message: `Reconciliation run ${id} was not found.` });
  const differences = await readReconDifferences(ctx.db, session.orgId, { runId: id });
  return { Run: runRow(run), Differences: differences.map(differenceRow) };
};

/** The organisation's billed clients, to limit a run to one. */
export const reconClients = async (ctx: AppContext, session: ActiveSession): Promise<ReconClientsReply> => ({
  Clients: await readReconClients(ctx.db, session.orgId),
});
