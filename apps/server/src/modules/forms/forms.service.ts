import {
  formStatusName,
  nextFormActions,
  workOrderTypeNameOf,
  type FormDetail,
  type FormListLiteQuery,
  type FormListQuery,
  type FormListReply,
  type FormListRow,
  type FormLiteRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { formNotFound } from "./form-access.ts";
import { readForm, readFormHistory, readForms, type FormRecord } from "./forms.repository.ts";

const rowOf = (form: FormRecord): FormListRow => ({
  FormId: form.id,
  Name: form.name,
  Description: form.description,
  StatusId: form.statusId,
  StatusName: formStatusName(form.statusId),
  Version: form.latestVersion,
  WorkOrderType: form.workOrderType,
  UpdatedOn: form.updatedAt.toISOString(),
  UpdatedByName: form.updatedByName,
  FieldCount: form.fieldCount,
});

/**
 * The light list of the organisation's forms for pickers. ApprovedOnly keeps the forms whose approved version
 * is in use (approved, or approved with a next draft being edited; never a disabled one); TypeId keeps one
 * work-order type's forms, and an id that is no type matches none.
 */
export const formListLite = async (
  ctx: AppContext,
  session: ActiveSession,
  query: FormListLiteQuery,
): Promise<FormLiteRow[]> => {
  const typeId = query.TypeId ?? null;
  const workOrderType = typeId === null ? null : workOrderTypeNameOf(typeId);
  const rows = await readForms(ctx.db, session.orgId, {
    search: query.SearchQuery,
    workOrderType,
    inUseOnly: query.ApprovedOnly,
  });
  return rows.map((form) => ({
    FormId: form.id,
    Name: form.name,
    Version: form.latestVersion,
    StatusId: form.statusId,
  }));
};

/** The Form Builder's list: the organisation's forms by name, with status, version and field count. */
export const formList = async (
  ctx: AppContext,
  session: ActiveSession,
  query: FormListQuery,
): Promise<FormListReply> => ({
  Forms: (
    await readForms(ctx.db, session.orgId, {
      search: query.SearchQuery,
      statusId: query.StatusId,
      workOrderType: query.WorkOrderType,
    })
  ).map(rowOf),
});

/** One form of the organisation with its draft definition and history; another organisation's is not found. */
export const formDetail = async (
  ctx: AppContext,
  session: ActiveSession,
  formId: number,
): Promise<FormDetail> => {
  const form = await readForm(ctx.db, session.orgId, formId);
  if (!form) throw formNotFound();
  const history = await readFormHistory(ctx.db, session.orgId, formId);
  const { FieldCount: _count, ...row } = rowOf(form);
  return {
    ...row,
    IsInUse: form.inUse,
    NextActions: nextFormActions(form.statusId),
    Definition: form.definition,
    History: history.map((h) => ({
      FromStatusId: h.fromStatusId,
      FromStatusName: h.fromStatusId === null ? null : formStatusName(h.fromStatusId),
      ToStatusId: h.toStatusId,
      ToStatusName: formStatusName(h.toStatusId),
      Comment: h.comment,
      ByName: h.byName,
      On: h.at.toISOString(),
    })),
  };
};
