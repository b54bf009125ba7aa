import { formFieldCount, FormLifecycle, type FormLifecycleId } from "@fieldstead/domain";
import type { Tx } from "../db/client.ts";
import { formHistory, forms, formVersions } from "../db/schema/index.ts";
import { addDays } from "./demo-dates.ts";
import { DEMO_FORMS } from "./forms.seed-data.ts";

/**
 * The demo organisation's forms, as the Form Builder would have written them: each form with its history, and
 * an approved form with its version 1, in use. The author drafts and sends for review; the reviewer approves.
 */
export const seedForms = async (
  tx: Tx,
  { orgId, authorId, reviewerId, now }: { orgId: number; authorId: number; reviewerId: number; now: Date },
): Promise<void> => {
  for (const demo of DEMO_FORMS) {
    const last = demo.moves.at(-1);
    const first = demo.moves[0];
    if (!last || !first) continue;
    const statusId: FormLifecycleId = last.to;
    const isApproved = statusId === FormLifecycle.Approve;
    const lastBy = last.byReviewer ? reviewerId : authorId;
    const [row] = await tx
      .insert(forms)
      .values({
        orgId,
        name: demo.name,
        description: demo.description,
        statusId,
        workOrderType: demo.workOrderType,
        definition: demo.definition,
        fieldCount: formFieldCount(demo.definition),
        latestVersion: isApproved ? 1 : 0,
        inUse: isApproved,
        createdBy: authorId,
        createdAt: addDays(now, -first.daysAgo),
        updatedBy: lastBy,
        updatedAt: addDays(now, -last.daysAgo),
      })
      .returning({ id: forms.id });
    if (!row) throw new Error("form insert returned nothing");
    let from: FormLifecycleId | null = null;
    for (const move of demo.moves) {
      await tx.insert(formHistory).values({
        orgId,
        formId: row.id,
        fromStatusId: from,
        toStatusId: move.to,
        comment: move.comment,
        byEmployee: move.byReviewer ? reviewerId : authorId,
        at: addDays(now, -move.daysAgo),
      });
      from = move.to;
    }
    if (isApproved)
      await tx.insert(formVersions).values({
        orgId,
        formId: row.id,
        version: 1,
        definition: demo.definition,
        approvedBy: reviewerId,
        approvedAt: addDays(now, -last.daysAgo),
      });
  }
};
