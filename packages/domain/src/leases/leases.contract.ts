import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { HistoryReplySchema } from "../audit/audit.schemas.ts";
import {
  CreateLeaseSchema,
  DeleteLeaseContactSchema,
  LeaseContactsReplySchema,
  LeaseDeleteSchema,
  LeaseDetailSchema,
  LeaseIdQuerySchema,
  LeaseListQuerySchema,
  LeaseListReplySchema,
  LeasePartyOptionsReplySchema,
  LeasePartySearchQuerySchema,
  LeaseResultReplySchema,
  LeaseStatusMoveSchema,
  LeaseStatusOptionsReplySchema,
  LeaseStatusSearchQuerySchema,
  LeaseWriteReplySchema,
  SaveLeaseContactSchema,
  UpdateLeaseSchema,
} from "./leases.schemas.ts";
import {
  LeaseBillingReplySchema,
  LeaseHistoryQuerySchema,
  LeasePaymentActionSchema,
  LeasePaymentReplySchema,
  LeaseSpacesReplySchema,
  LeaseTermsReplySchema,
  SaveLeaseSpacesSchema,
} from "./lease-tabs.schemas.ts";
import {
  LeaseFormFieldsReplySchema,
  LeaseFormValuesReplySchema,
  SaveLeaseFormFieldsSchema,
  SaveLeaseFormValuesSchema,
} from "./lease-form.schemas.ts";

const TAG = "Leases";
/** The register and a lease's header: the Leases screen (module 6). */
const READ = { kind: "module", moduleId: ModuleId.Leases, level: AccessRightType.ReadOnly } as const;
/** Creating, editing, moving and deleting leases: the Leases screen at read-write. */
const WRITE = { kind: "module", moduleId: ModuleId.Leases, level: AccessRightType.ReadWrite } as const;
/** A detail tab's data needs the tab's module (50–56, under Leases); changing it, the tab at read-write. */
export const leaseTab = (moduleId: number, level: 1 | 2 = AccessRightType.ReadOnly) =>
  ({ kind: "module", moduleId, parentId: ModuleId.Leases, level }) as const;

export const GetLeaseListContract = defineContract({
  method: "POST",
  path: "/Lease/GetLeaseList",
  summary:
    "A page of the organisation's leases (the register), sorted and filtered on the server (ListReply<LeaseListRow>).",
  tag: TAG,
  access: READ,
  body: LeaseListQuerySchema,
  reply: LeaseListReplySchema,
});

export const GetLeaseContract = defineContract({
  method: "GET",
  path: "/Lease/GetLease",
  summary: "One lease with its parties, location, terms, contacts, next payment and arrears (LeaseDetail).",
  tag: TAG,
  access: READ,
  query: LeaseIdQuerySchema,
  reply: LeaseDetailSchema,
});

export const CreateLeaseContract = defineContract({
  method: "POST",
  path: "/Lease/CreateLease",
  summary: "Registers a lease as a Draft, after the tenure rule (LeaseWriteReply).",
  tag: TAG,
  access: WRITE,
  body: CreateLeaseSchema,
  reply: LeaseWriteReplySchema,
});

export const UpdateLeaseContract = defineContract({
  method: "POST",
  path: "/Lease/UpdateLease",
  summary:
    "Changes a lease's terms; on an active lease only the future unpaid billing periods are generated again (LeaseWriteReply).",
  tag: TAG,
  access: WRITE,
  body: UpdateLeaseSchema,
  reply: LeaseWriteReplySchema,
});

export const ChangeLeaseStatusContract = defineContract({
  method: "POST",
  path: "/Lease/ChangeLeaseStatus",
  summary:
    "Moves a lease along its life cycle (Draft → Active → Terminated or Inactive; Inactive → Active); activation generates the payment schedule. StatusCode 101 when moved, 100 when refused (LeaseWriteReply).",
  tag: TAG,
  access: WRITE,
  body: LeaseStatusMoveSchema,
  reply: LeaseWriteReplySchema,
});

export const DeleteLeaseContract = defineContract({
  method: "POST",
  path: "/Lease/DeleteLease",
  summary: "Deletes a draft lease; any other is refused with StatusCode 1 (LeaseResultReply).",
  tag: TAG,
  access: WRITE,
  body: LeaseDeleteSchema,
  reply: LeaseResultReplySchema,
});

export const SearchLeaseStatusesContract = defineContract({
  method: "GET",
  path: "/Lease/SearchLeaseStatus",
  summary:
    "Lease statuses whose name contains the text, from 2 characters on; an empty list otherwise or on error.",
  tag: TAG,
  access: READ,
  query: LeaseStatusSearchQuerySchema,
  reply: LeaseStatusOptionsReplySchema,
});

export const SearchLeasePartiesContract = defineContract({
  method: "GET",
  path: "/Lease/SearchParties",
  summary:
    "The organisation's lessors and lessees whose name contains the text, with their number of leases.",
  tag: TAG,
  access: READ,
  query: LeasePartySearchQuerySchema,
  reply: LeasePartyOptionsReplySchema,
});

export const SaveLeaseContactContract = defineContract({
  method: "POST",
  path: "/Lease/SaveLeaseContact",
  summary: "Adds or changes a contact of a lease; answers the lease's contacts (LeaseContact[]).",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseOverview, AccessRightType.ReadWrite),
  body: SaveLeaseContactSchema,
  reply: LeaseContactsReplySchema,
});

export const DeleteLeaseContactContract = defineContract({
  method: "POST",
  path: "/Lease/DeleteLeaseContact",
  summary: "Removes a contact of a lease; answers the lease's contacts (LeaseContact[]).",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseOverview, AccessRightType.ReadWrite),
  body: DeleteLeaseContactSchema,
  reply: LeaseContactsReplySchema,
});

export const GetLeaseTermsContract = defineContract({
  method: "GET",
  path: "/Lease/GetLeaseTerms",
  summary: "The LeaseTerms tab: rent steps with escalations applied, total rent, notice and renewal dates.",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseTerms),
  query: LeaseIdQuerySchema,
  reply: LeaseTermsReplySchema,
});

export const GetLeaseSpacesContract = defineContract({
  method: "GET",
  path: "/Lease/GetLeaseSpaces",
  summary:
    "The LeaseSpaces tab: the spaces under the lease's location, which it covers, and the area totals.",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseSpaces),
  query: LeaseIdQuerySchema,
  reply: LeaseSpacesReplySchema,
});

export const SaveLeaseSpacesContract = defineContract({
  method: "POST",
  path: "/Lease/SaveLeaseSpaces",
  summary: "Sets the spaces a lease covers, each with its area (LeaseSpacesReply).",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseSpaces, AccessRightType.ReadWrite),
  body: SaveLeaseSpacesSchema,
  reply: LeaseSpacesReplySchema,
});

export const GetLeaseBillingContract = defineContract({
  method: "GET",
  path: "/Lease/GetLeaseBilling",
  summary:
    "The Billing tab: every billing period with its payment and status, and the lease's totals and arrears.",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseBilling),
  query: LeaseIdQuerySchema,
  reply: LeaseBillingReplySchema,
});

export const LeasePaymentActionContract = defineContract({
  method: "POST",
  path: "/Lease/PaymentAction",
  summary:
    "One payment step on a billing period: Submit, Approve or Hold (by someone other than the submitter), Release, Initiate, RecordPayment. A repeated RequestId changes nothing (LeasePaymentReply).",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseBilling, AccessRightType.ReadWrite),
  body: LeasePaymentActionSchema,
  reply: LeasePaymentReplySchema,
});

export const GetLeaseHistoryContract = defineContract({
  method: "GET",
  path: "/Lease/GetLeaseHistory",
  summary:
    "The Activity tab: every change, status move and payment step of a lease, newest first (HistoryReply).",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseActivity),
  query: LeaseHistoryQuerySchema,
  reply: HistoryReplySchema,
});

export const GetLeaseFormFieldsContract = defineContract({
  method: "GET",
  path: "/Lease/GetLeaseFormFields",
  summary: "The organisation's extra lease fields, in order (LeaseFormField[]).",
  tag: TAG,
  access: READ,
  reply: LeaseFormFieldsReplySchema,
});

export const SaveLeaseFormFieldsContract = defineContract({
  method: "POST",
  path: "/Lease/SaveLeaseFormFields",
  summary: "FormBuilderLease: saves the extra lease fields in the order given; fields left out are retired.",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseBillingForm, AccessRightType.ReadWrite),
  body: SaveLeaseFormFieldsSchema,
  reply: LeaseFormFieldsReplySchema,
});

export const GetLeaseFormValuesContract = defineContract({
  method: "GET",
  path: "/Lease/GetLeaseFormValues",
  summary: "The BillingForm tab: the extra fields and this lease's answers.",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseBillingForm),
  query: LeaseIdQuerySchema,
  reply: LeaseFormValuesReplySchema,
});

export const SaveLeaseFormValuesContract = defineContract({
  method: "POST",
  path: "/Lease/SaveLeaseFormValues",
  summary:
    "Saves a lease's answers to the extra fields, each checked against its field (LeaseFormValuesReply).",
  tag: TAG,
  access: leaseTab(ModuleId.LeaseBillingForm, AccessRightType.ReadWrite),
  body: SaveLeaseFormValuesSchema,
  reply: LeaseFormValuesReplySchema,
});
