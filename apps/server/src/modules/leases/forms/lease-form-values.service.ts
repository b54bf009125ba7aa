import type { z } from "zod";
import {
  AuditEntityType,
  type AuditChange,
  type LeaseFormValuesReply,
  type SaveLeaseFormValuesSchema,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { invalidFields, type AppFieldProblem } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { recordHistory } from "../../audit/audit.service.ts";
import { requireLease } from "../billing/lease-billing.service.ts";
import { answerProblem, documentIdOf, missingProblem, normaliseAnswer } from "./lease-form-values.check.ts";
import { toFormField } from "./lease-form-fields.service.ts";
import {
  deleteAnswers,
  leaseDocumentIds,
  listActiveFields,
  listAnswers,
  lockLeaseAnswers,
  upsertAnswers,
  type FieldRow,
} from "./lease-form.repository.ts";

export type SaveLeaseFormValues = z.output<typeof SaveLeaseFormValuesSchema>;

export const UNKNOWN_FIELD = "No such field on the lease form.";

/** The lease's answers to the fields still asked, by field id. */
const answersOf = (
  fields: readonly FieldRow[],
  rows: readonly { fieldId: number; value: string | null }[],
) => {
  const asked = new Set(fields.map((f) => f.id));
  return new Map(
    rows.filter((r) => asked.has(r.fieldId) && r.value !== null).map((r) => [r.fieldId, r.value]),
  );
};

const replyOf = (
  fields: readonly FieldRow[],
  answers: ReadonlyMap<number, string | null>,
): LeaseFormValuesReply => ({
  Fields: fields.map(toFormField),
  Values: Object.fromEntries(fields.map((f) => [String(f.id), answers.get(f.id) ?? null])),
});

/** The BillingForm tab: the organisation's fields and this lease's answers (another organisation's lease: 404). */
export const leaseFormValues = async (
  ctx: AppContext,
  session: ActiveSession,
  leaseId: number,
): Promise<LeaseFormValuesReply> => {
  await requireLease(ctx.db, session.orgId, leaseId);
  const [fields, rows] = await Promise.all([
    listActiveFields(ctx.db, session.orgId),
    listAnswers(ctx.db, session.orgId, leaseId),
  ]);
  return replyOf(fields, answersOf(fields, rows));
};

type Answers = Map<number, string | null>;
type AnswerChange = AuditChange & { fieldId: number };

/** The answers sent, by field, and the keys that name no field still asked. */
const givenAnswers = (fields: readonly FieldRow[], sent: SaveLeaseFormValues["Values"]) => {
  const byKey = new Map(fields.map((f) => [String(f.id), f]));
  const known: Answers = new Map();
  const unknownKeys: string[] = [];
  for (const [key, value] of Object.entries(sent)) {
    const field = byKey.get(key);
    if (field) known.set(field.id, normaliseAnswer(value));
    else unknownKeys.push(key);
  }
  return { known, unknownKeys };
};

/** The document ids the File answers sent name. */
const fileIdsOf = (fields: readonly FieldRow[], sent: Answers): number[] =>
  fields
    .filter((f) => f.fieldType === "File")
    .flatMap((f) => {
      const value = sent.get(f.id);
      return value ? (documentIdOf(value) ?? []) : [];
    });

/** An answer sent is checked in full; one kept from before only needs to be there when its field is required. */
const fieldProblems = (
  fields: readonly FieldRow[],
  answers: Answers,
  sent: Answers,
  documents: ReadonlySet<number>,
): AppFieldProblem[] =>
  fields.flatMap((field) => {
    const value = answers.get(field.id) ?? null;
    const problem = sent.has(field.id)
      ? answerProblem(field, value, documents)
      : missingProblem(field, value);
    return problem ? [{ field: `Values.${field.id}`, message: problem }] : [];
  });

const changesOf = (fields: readonly FieldRow[], before: Answers, after: Answers): AnswerChange[] =>
  fields
    .filter((f) => (before.get(f.id) ?? null) !== (after.get(f.id) ?? null))
    .map((f) => ({
      fieldId: f.id,
      Field: f.label,
      From: before.get(f.id) ?? null,
      To: after.get(f.id) ?? null,
    }));

/**
 * Every answer sent checked against its field, every required field answered once they are taken in, and no key
 * that is not a field still asked; answers what the save changes.
 */
const checkAnswers = async (
  tx: Tx,
  orgId: number,
  leaseId: number,
  body: SaveLeaseFormValues,
): Promise<AnswerChange[]> => {
  const fields = await listActiveFields(tx, orgId);
  const sent = givenAnswers(fields, body.Values);
  const documents = await leaseDocumentIds(tx, orgId, leaseId, fileIdsOf(fields, sent.known));
  const before = answersOf(fields, await listAnswers(tx, orgId, leaseId));
  const after: Answers = new Map([...before, ...sent.known]);
  const problems = [
    ...sent.unknownKeys.map((key) => ({ field: `Values.${key}`, message: UNKNOWN_FIELD })),
    ...fieldProblems(fields, after, sent.known, documents),
  ];
  if (problems.length > 0) throw invalidFields(problems);
  return changesOf(fields, before, after);
};

/**
 * Saves a lease's answers to the extra fields, all or nothing, each checked on the server against its field; an
 * emptied answer is removed. The lease's history names the fields changed.
 */
export const saveLeaseFormValues = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SaveLeaseFormValues,
): Promise<LeaseFormValuesReply> => {
  const lease = await requireLease(ctx.db, session.orgId, body.LeaseId);
  await ctx.db.transaction(async (tx) => {
    await lockLeaseAnswers(tx, lease.id);
    const changes = await checkAnswers(tx, session.orgId, lease.id, body);
    if (changes.length === 0) return;
    const at = ctx.now();
    const set = changes.flatMap((c) => (c.To === null ? [] : [{ fieldId: c.fieldId, value: c.To }]));
    await upsertAnswers(tx, session.orgId, lease.id, set, at);
    await deleteAnswers(
      tx,
      session.orgId,
      lease.id,
      changes.filter((c) => c.To === null).map((c) => c.fieldId),
    );
    await recordHistory(tx, [
      {
        orgId: session.orgId,
        entityType: AuditEntityType.Lease,
        entityId: lease.id,
        action: "FormValuesChanged",
        summary: `Billing form changed: ${changes.map((c) => c.Field).join(", ")}`,
        changes: changes.map(({ Field, From, To }) => ({ Field, From, To })),
        employeeId: session.employeeId,
        at,
      },
    ]);
  });
  return leaseFormValues(ctx, session, lease.id);
};
