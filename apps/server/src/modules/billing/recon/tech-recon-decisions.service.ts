import {
  checkReconDecision,
  RECON_DIFFERENCE_NAMES,
  ReconDifferenceState,
  TaskFieldsSchema,
  verifyWorkOrderTitle,
  WorkOrderType,
  type ReconDecisionReply,
  type VerifyReconDifferenceReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError, invalidFields } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { checkTaskReferences, insertTasks } from "../../tasks/task-records.service.ts";
import { decideReconDifference, lockReconDifference } from "./tech-recon.repository.ts";
import { differenceNotFound, differenceRow, readDifference } from "./tech-recon.service.ts";

/** Locks an open difference of the organisation: 404 when there is none, 409 when it is decided already. */
const lockOpenDifference = async (tx: Tx, orgId: number, id: number): Promise<void> => {
  const locked = await lockReconDifference(tx, orgId, id);
  if (!locked) throw differenceNotFound(id);
  const check = checkReconDecision(locked.stateId);
  if (!check.ok) throw new AppError("NOT_ALLOWED_NOW", { message: check.message });
};

/**
 * Accepts an open difference: the field is right, and the client's next invoice carries an adjustment line of
 * found − billed units at the rate its rule bills the category (takeAcceptedAdjustments, called by invoicing).
 * The row is locked first, so of two decisions the second finds it decided (409).
 */
export const acceptReconDifference = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<ReconDecisionReply> => {
  const { orgId, employeeId } = session;
  await ctx.db.transaction(async (tx) => {
    await lockOpenDifference(tx, orgId, id);
    await decideReconDifference(tx, orgId, id, {
      stateId: ReconDifferenceState.Accepted,
      taskId: null,
      byId: employeeId,
      at: ctx.now(),
    });
  });
  const difference = await readDifference(ctx.db, orgId, id);
  return {
    StatusCode: 0,
    StatusMessage: `Accepted: ${difference.clientName}'s next invoice adjusts ${difference.categoryName ?? "the category"} at ${difference.siteName ?? "the site"}.`,
    Difference: differenceRow(difference),
  };
};

/**
 * Sends an open difference to be verified on site, in one transaction: the difference is locked (409 when
 * decided), a Fixed Assets work order "Verify {category} assets at {site}" is written at the site through the
 * tasks module's one task writer (numbered, recorded, announced), and the difference keeps its id. The area's
 * read-write right is what allows it: the people who reconcile raise the check without holding task rights.
 */
export const verifyReconDifference = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<VerifyReconDifferenceReply> => {
  const { orgId, employeeId } = session;
  const workOrder = await ctx.db.transaction(async (tx) => {
    await lockOpenDifference(tx, orgId, id);
    const d = await readDifference(tx, orgId, id);
    const category = d.categoryName ?? "unknown category";
    const site = d.siteName ?? "the site";
    const fields = TaskFieldsSchema.parse({
      Summary: verifyWorkOrderTitle({ category, site }),
      Description: `Technical reconciliation of ${d.period} for ${d.clientName}: ${RECON_DIFFERENCE_NAMES[d.kindId]} — billed ${d.billedQuantity}, found ${d.foundQuantity}. Count the ${category} assets at ${site} and verify each one.`,
      TypeId: WorkOrderType.FixedAssets,
      LocationId: d.locationId,
    });
    const problems = await checkTaskReferences(tx, orgId, [fields]);
    if (problems.length > 0)
      throw invalidFields(problems.map((p) => ({ field: p.field, message: p.message })));
    const at = ctx.now();
    const [created] = await insertTasks(
      tx,
      { orgId, employeeId, now: at },
      [fields],
      "created from technical reconciliation",
    );
    if (!created) throw new Error("the work order was not written");
    await decideReconDifference(tx, orgId, id, {
      stateId: ReconDifferenceState.VerifyOnSite,
      taskId: created.id,
      byId: employeeId,
      at,
    });
    return created;
  });
  const difference = await readDifference(ctx.db, orgId, id);
  return {
    StatusCode: 0,
    StatusMessage: `Work order ${workOrder.workOrderNumber} raised to verify ${difference.categoryName ?? "the"} assets at ${difference.siteName ?? "the site"}.`,
    Difference: differenceRow(difference),
    WorkOrderId: workOrder.id,
    WorkOrderNumber: workOrder.workOrderNumber,
  };
};
