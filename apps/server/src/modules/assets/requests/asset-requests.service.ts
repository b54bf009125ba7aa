import {
  formatRequestNumber,
  ResultCode,
  SEQUENCE_NAMES,
  type AuditEntityTypeValue,
  type CreateRequestReply,
  type DomainEventTypeValue,
  type RequestStepReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError, invalidField } from "../../../lib/errors.ts";
import { nextNumbers, recordEvents, recordHistory, type AuditRecord } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { COMMENT_FIELD, stepChanges } from "./asset-moves.timeline.ts";
import type { PlaceRow } from "./asset-relocation.repository.ts";

/**
 * What move and material requests share: a number from the organisation's counter, a 'Requested' history entry
 * and an event for the approvers when asked for, and each later step in one transaction with its history and
 * an event for the requester.
 */
type RequestKindName = "move" | "material";

const SEQUENCES: Record<RequestKindName, string> = {
  move: SEQUENCE_NAMES.moveRequest,
  material: SEQUENCE_NAMES.materialRequest,
};

/** The next request number of a kind ('MR-000042'). */
export const nextRequestNumber = async (tx: Tx, orgId: number, kind: RequestKindName): Promise<string> => {
  const [value] = await nextNumbers(tx, orgId, SEQUENCES[kind]);
  return formatRequestNumber({ kind, value: value ?? 0 });
};

/** The place a request sends things to: the organisation's, and active (400 naming the field otherwise). */
export const activePlace = (place: PlaceRow | undefined, field: string, rule: string): PlaceRow => {
  if (!place) throw invalidField(field, "no location of this organisation has this id");
  if (place.status !== "Active") throw invalidField(field, `${place.name} is inactive: ${rule}`);
  return place;
};

/** A new request's history (its own 'Requested' entry after `more`) and its event for the approvers. */
export const recordRequested = async (
  tx: Tx,
  session: ActiveSession,
  request: {
    entityType: AuditEntityTypeValue;
    id: number;
    summary: string;
    comment: string | null;
    event: DomainEventTypeValue;
    approvers: number[];
    payload: Record<string, unknown>;
    at: Date;
  },
  more: AuditRecord[] = [],
): Promise<void> => {
  const { orgId, employeeId } = session;
  const { entityType, id, at } = request;
  await recordHistory(tx, [
    ...more,
    {
      orgId,
      entityType,
      entityId: id,
      action: "Requested",
      summary: request.summary,
      changes: request.comment ? [{ Field: COMMENT_FIELD, From: null, To: request.comment }] : [],
      employeeId,
      at,
    },
  ]);
  await recordEvents(tx, [
    {
      orgId,
      eventType: request.event,
      actorId: employeeId,
      subjectType: entityType,
      subjectId: id,
      concerns: request.approvers,
      payload: request.payload,
      at,
    },
  ]);
};

export const createdReply = (noun: string, id: number, requestNumber: string): CreateRequestReply => ({
  StatusCode: ResultCode.Success,
  StatusMessage: `${noun} ${requestNumber} created.`,
  Id: id,
  RequestNumber: requestNumber,
});

/** A request's state, of either kind. */
type RequestStatusId = RequestStepReply["StatusId"];

/** What a step reads of a request: its number, its state and who asked for it. */
type StepRequest<S extends RequestStatusId> = {
  Id: number;
  RequestNumber: string;
  StatusId: S;
  StatusName: string;
  RequestedById: number | null;
};

/** Where a step leaves a request: its new state (none once deleted), its history action and its event. */
export type StepOutcome<S extends RequestStatusId> = {
  statusId: S | null;
  action: string;
  event: DomainEventTypeValue;
};

/** A kind of request as its steps see it. */
export type RequestSteps<S extends RequestStatusId, R extends StepRequest<S>, Step extends string> = {
  entityType: AuditEntityTypeValue;
  /** The answer when the organisation has no such request. */
  notFound: string;
  readLocked: (tx: Tx, orgId: number, id: number) => Promise<R | null>;
  check: (input: {
    step: Step;
    statusId: S;
    requestNumber: string;
  }) => { ok: true } | { ok: false; message: string };
  outcomes: Record<Step, StepOutcome<S>>;
  labels: Record<S, string>;
};

/** What a step's own work did: the request's history line, entries for its assets, more for the event. */
export type StepWork = { summary: string; history?: AuditRecord[]; payload?: Record<string, unknown> };

/** A decision's history line: 'Approved', 'Rejected: not this quarter'. */
export const decisionSummary = (action: string, comment: string | null): string =>
  `${action}${comment ? `: ${comment}` : ""}`;

/**
 * One step of a request, in one transaction: the request is locked and its state checked, the step's work
 * done, then the history (the work's entries, then the request's own) and an event for the requester.
 */
export const takeRequestStep = async <
  S extends RequestStatusId,
  R extends StepRequest<S>,
  Step extends string,
>(
  ctx: AppContext,
  session: ActiveSession,
  kind: RequestSteps<S, R, Step>,
  step: Step,
  id: number,
  comment: string | null,
  work: (tx: Tx, request: R, at: Date) => Promise<StepWork>,
): Promise<RequestStepReply> => {
  const { orgId, employeeId } = session;
  const at = ctx.now();
  const outcome = kind.outcomes[step];
  return ctx.db.transaction(async (tx) => {
    const request = await kind.readLocked(tx, orgId, id);
    if (!request) throw new AppError("NOT_FOUND", { message: kind.notFound });
    const check = kind.check({ step, statusId: request.StatusId, requestNumber: request.RequestNumber });
    if (!check.ok) throw new AppError("NOT_ALLOWED_NOW", { message: check.message });
    const done = await work(tx, request, at);
    // A deleted request has no status any more: its history names the step instead.
    const label = outcome.statusId === null ? outcome.action : kind.labels[outcome.statusId];
    await recordHistory(tx, [
      ...(done.history ?? []),
      {
        orgId,
        entityType: kind.entityType,
        entityId: id,
        action: outcome.action,
        summary: done.summary,
        changes: stepChanges(request.StatusName, label, comment),
        employeeId,
        at,
      },
    ]);
    await recordEvents(tx, [
      {
        orgId,
        eventType: outcome.event,
        actorId: employeeId,
        subjectType: kind.entityType,
        subjectId: id,
        concerns: request.RequestedById === null ? [] : [request.RequestedById],
        payload: { RequestNumber: request.RequestNumber, Comment: comment, ...done.payload },
        at,
      },
    ]);
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `${request.RequestNumber} ${outcome.action.toLowerCase()}.`,
      Id: id,
      RequestNumber: request.RequestNumber,
      StatusId: outcome.statusId ?? request.StatusId,
      StatusName: label,
    };
  });
};
