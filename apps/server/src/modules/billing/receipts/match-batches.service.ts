import type { z } from "zod";
import {
  AuditEntityType,
  BATCH_STATUS_NAMES,
  checkMatchBatchMove,
  DomainEventType,
  isMatchBatchAction,
  isMatchBatchEditable,
  MATCH_BATCH_MESSAGES,
  MATCH_BATCH_MOVES,
  matchBatchMovesFrom,
  ResultCode,
  type BatchActionValue,
  type ListQuery,
  type ListReply,
  type MatchBatchDetail,
  type MatchBatchAction,
  type MatchBatchListRowSchema,
  type MoveBatch,
  type MoveBatchReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { recordChange } from "../../audit/audit.service.ts";
import { hasBillingCapability, requireBillingCapability } from "../billing-access.ts";
import { insertBatchMove, readBatchHistory } from "../billing-history.repository.ts";
import {
  findMatchBatch,
  listMatchBatches,
  readBatchMatches,
  setMatchBatchStatus,
} from "./match-batches.repository.ts";

const notFound = () => new AppError("NOT_FOUND", { message: "No such batch of matches." });

export const matchBatchList = (
  ctx: AppContext,
  session: ActiveSession,
  query: ListQuery,
): Promise<ListReply<z.infer<typeof MatchBatchListRowSchema>>> =>
  listMatchBatches(ctx.db, session.orgId, query);

/** A batch of matches with its matches, its history, and the moves this person's role may take now. */
export const getMatchBatch = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<MatchBatchDetail> => {
  const batch = await findMatchBatch(ctx.db, session.orgId, id);
  if (!batch) throw notFound();
  const moves = matchBatchMovesFrom(batch.statusId);
  const allowed = await Promise.all(
    moves.map((a) => hasBillingCapability(ctx, session, MATCH_BATCH_MOVES[a].capability)),
  );
  return {
    Id: batch.id,
    BatchNumber: batch.batchNumber,
    StatusId: batch.statusId,
    StatusName: BATCH_STATUS_NAMES[batch.statusId],
    Amount: batch.amount,
    Matches: await readBatchMatches(ctx.db, session.orgId, batch.id),
    Actions: moves
      .filter((_, i) => allowed[i])
      .map((a) => ({ Action: a, Label: MATCH_BATCH_MOVES[a].label })),
    CanEdit: isMatchBatchEditable(batch.statusId),
    History: await readBatchHistory(ctx.db, session.orgId, "match", batch.id),
  };
};

const refusedMove = (message: string) => new AppError("NOT_ALLOWED_NOW", { message });

/** Each move as a refusal names it: "Your role may not approve a batch of matches." */
const MOVE_STEPS: Readonly<Record<MatchBatchAction, string>> = {
  RequestReview: "send a batch of matches for review",
  Approve: "approve a batch of matches",
  Reject: "reject a batch of matches",
  Redraft: "put a batch of matches back to draft",
  Lock: "lock a batch of matches",
};

/**
 * Moves a batch of matches along its review: the batch is locked first, so a move that raced another is
 * checked against the state the other left; each move needs its own capability (403 without it); a move out
 * of order, Generate, or any move of a locked batch is refused (409). The state, its history step, the audit
 * entry and the MatchBatchMoved event are kept or lost together.
 */
export const moveMatchBatch = async (
  ctx: AppContext,
  session: ActiveSession,
  body: MoveBatch,
): Promise<MoveBatchReply> => {
  const { orgId, employeeId } = session;
  // Another organisation's batch is not found before the move or the role's rights are looked at.
  if (!(await findMatchBatch(ctx.db, orgId, body.Id))) throw notFound();
  const action = body.Action as BatchActionValue;
  if (!isMatchBatchAction(action)) throw refusedMove(MATCH_BATCH_MESSAGES.noGenerate);
  const move = MATCH_BATCH_MOVES[action];
  await requireBillingCapability(ctx, session, move.capability, MOVE_STEPS[action]);
  return ctx.db.transaction(async (tx) => {
    const batch = await findMatchBatch(tx, orgId, body.Id, { lock: true });
    if (!batch) throw notFound();
    const check = checkMatchBatchMove({ statusId: batch.statusId, action });
    if (!check.ok) throw refusedMove(check.message);
    const at = ctx.now();
    const comment = body.Comment?.trim() || null;
    await setMatchBatchStatus(tx, orgId, batch.id, check.to, at);
    await insertBatchMove(tx, {
      orgId,
      batchKind: "match",
      batchId: batch.id,
      action: move.label,
      fromStatusId: batch.statusId,
      toStatusId: check.to,
      comment,
      byId: employeeId,
      at,
    });
    const moved = `Status: ${BATCH_STATUS_NAMES[batch.statusId]} → ${BATCH_STATUS_NAMES[check.to]}`;
    await recordChange(tx, {
      history: [
        {
          orgId,
          entityType: AuditEntityType.MatchBatch,
          entityId: batch.id,
          employeeId,
          action: "StatusChanged",
          summary: comment ? `${moved} — ${comment}` : moved,
          changes: [
            { Field: "Status", From: BATCH_STATUS_NAMES[batch.statusId], To: BATCH_STATUS_NAMES[check.to] },
          ],
          at,
        },
      ],
      events: [
        {
          orgId,
          eventType: DomainEventType.MatchBatchMoved,
          actorId: employeeId,
          subjectType: AuditEntityType.MatchBatch,
          subjectId: batch.id,
          concerns: [],
          payload: {
            BatchNumber: batch.batchNumber,
            Action: action,
            FromStatusId: batch.statusId,
            ToStatusId: check.to,
            ...(comment ? { Comment: comment } : {}),
          },
          at,
        },
      ],
    });
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `Batch ${batch.batchNumber} is now ${BATCH_STATUS_NAMES[check.to]}.`,
      StatusId: check.to,
    };
  });
};
