import {
  DataPointAction,
  FORM_BUILDER_MESSAGES as M,
  FormLifecycle,
  formFieldCount,
  planFormSave,
  type FormLifecycleId,
  type FormWriteReply,
  type SaveForm,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError, invalidField } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { isUniqueViolation } from "../locations/location-access.ts";
import { formNotFound, requireFormAction } from "./form-access.ts";
import {
  insertForm,
  insertFormHistory,
  isFormNameTaken,
  lockForm,
  updateForm,
  type FormDraftValues,
  type FormStamp,
} from "./forms.repository.ts";

type Saved = { id: number; statusId: FormLifecycleId; version: number };

const nameTaken = (name: string) => invalidField("Name", M.formNameTaken(name));

/**
 * Creates a form as a Draft (with its first history row), or saves the draft of one of the organisation's forms
 * with its row locked: a draft is saved as it is, a rejected form goes back to Draft, an approved form starts
 * its next draft while its approved version stays in use (planFormSave); a form under review or disabled is
 * refused (409). Saving is the Draft action, so it needs that operation (403). A name used by another form of
 * the organisation, whatever its capitals, is a 400 naming Name, also when two saves race for it.
 */
export const saveForm = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SaveForm,
): Promise<FormWriteReply> => {
  await requireFormAction(ctx, session, DataPointAction.Draft);
  const stamp: FormStamp = { orgId: session.orgId, employeeId: session.employeeId, at: ctx.now() };
  const values: FormDraftValues = {
    name: body.Name,
    description: body.Description ? body.Description : null,
    workOrderType: body.WorkOrderType ?? null,
    definition: body.Definition,
    fieldCount: formFieldCount(body.Definition),
  };
  const formId = body.FormId ?? null;
  let saved: Saved;
  try {
    saved = await ctx.db.transaction(async (tx): Promise<Saved> => {
      if (formId === null) {
        if (await isFormNameTaken(tx, stamp.orgId, values.name, null)) throw nameTaken(values.name);
        const id = await insertForm(tx, stamp, values);
        await insertFormHistory(tx, stamp, id, { from: null, to: FormLifecycle.Draft, comment: null });
        return { id, statusId: FormLifecycle.Draft, version: 0 };
      }
      const form = await lockForm(tx, stamp.orgId, formId);
      if (!form) throw formNotFound();
      const plan = planFormSave(form.statusId);
      if (!plan.ok) throw new AppError("NOT_ALLOWED_NOW", { message: plan.message });
      if (await isFormNameTaken(tx, stamp.orgId, values.name, form.id)) throw nameTaken(values.name);
      await updateForm(tx, stamp, form.id, { ...values, statusId: plan.status });
      if (plan.isStatusChange)
        await insertFormHistory(tx, stamp, form.id, { from: form.statusId, to: plan.status, comment: null });
      return { id: form.id, statusId: plan.status, version: form.latestVersion };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw nameTaken(values.name);
    throw err;
  }
  return {
    StatusCode: 0,
    StatusMessage: M.saved(values.name),
    FormId: saved.id,
    StatusId: saved.statusId,
    Version: saved.version,
  };
};
