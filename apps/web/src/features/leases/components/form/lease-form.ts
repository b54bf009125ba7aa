import type { FieldErrors, Resolver } from "react-hook-form";
import { set } from "react-hook-form";
import {
  BillingFrequency,
  checkLeaseTenure,
  CreateLeaseSchema,
  isIsoDay,
  UpdateLeaseSchema,
  type BillingFrequencyId,
  type CreateLeaseInput,
  type LeaseDetail,
  type LocationOption,
  type UpdateLeaseInput,
} from "@fieldstead/domain";

/** Which form sends the lease: the register's dialog, or the Overview tab (whose tenure message differs). */
export type LeaseFormKind = "register" | "overview";

/** The place a lease is of, as the location picker shows it. */
export type LeasePlace = Pick<LocationOption, "Id" | "Name" | "Code" | "Path">;

export type LeaseContactValues = {
  FullName: string;
  Role: string;
  Department: string;
  PhoneNumber: string;
  Email: string;
};

export type EscalationChoice = "None" | "Percent" | "Amount";

/** The lease dialog's values: what the person types (numbers and amounts as text) and the place picked. */
export type LeaseFormValues = {
  Location: LeasePlace | null;
  Lessor: string;
  Lessee: string;
  Dimensions: string;
  AreaSqm: string;
  StartDate: string;
  EndDate: string;
  Rent: string;
  RentFrequencyId: BillingFrequencyId;
  SecurityDeposit: string;
  EscalationKind: EscalationChoice;
  EscalationValue: string;
  EscalationEveryMonths: string;
  EscalationFromDate: string;
  NoticeMonths: string;
  Description: string;
  Contacts: LeaseContactValues[];
};

/** The notice a new lease asks for unless told otherwise (the request's default). */
const DEFAULT_NOTICE_MONTHS = 3;

export const EMPTY_CONTACT: LeaseContactValues = {
  FullName: "",
  Role: "",
  Department: "",
  PhoneNumber: "",
  Email: "",
};

export const emptyLeaseForm = (): LeaseFormValues => ({
  Location: null,
  Lessor: "",
  Lessee: "",
  Dimensions: "",
  AreaSqm: "",
  StartDate: "",
  EndDate: "",
  Rent: "",
  RentFrequencyId: BillingFrequency.Monthly,
  SecurityDeposit: "",
  EscalationKind: "None",
  EscalationValue: "",
  EscalationEveryMonths: "12",
  EscalationFromDate: "",
  NoticeMonths: String(DEFAULT_NOTICE_MONTHS),
  Description: "",
  Contacts: [],
});

/** What a lease says, as the dialog shows it for an edit. */
export const leaseFormValues = (lease: LeaseDetail): LeaseFormValues => ({
  Location:
    lease.LocationId === null
      ? null
      : { Id: lease.LocationId, Name: lease.LocationName ?? "", Code: "", Path: lease.LocationPath ?? "" },
  Lessor: lease.Lessor,
  Lessee: lease.Lessee,
  Dimensions: lease.Dimensions ?? "",
  AreaSqm: lease.AreaSqm ?? "",
  StartDate: lease.StartDate,
  EndDate: lease.EndDate,
  Rent: lease.Rent,
  RentFrequencyId: lease.RentFrequencyId as BillingFrequencyId,
  SecurityDeposit: lease.SecurityDeposit ?? "",
  EscalationKind: lease.Escalation?.Kind ?? "None",
  EscalationValue: lease.Escalation?.Value ?? "",
  EscalationEveryMonths: String(lease.Escalation?.EveryMonths ?? 12),
  EscalationFromDate: lease.Escalation?.FromDate ?? "",
  NoticeMonths: String(lease.NoticeMonths),
  Description: lease.Description ?? "",
  Contacts: [],
});

/** A whole number typed as text; NaN (refused by the schema) when it is not one, so the message names it. */
const wholeNumber = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

const termsOf = (values: LeaseFormValues) => ({
  LocationId: values.Location?.Id ?? 0,
  Lessor: values.Lessor,
  Lessee: values.Lessee,
  Dimensions: values.Dimensions,
  AreaSqm: values.AreaSqm,
  StartDate: values.StartDate,
  EndDate: values.EndDate,
  Rent: values.Rent,
  RentFrequencyId: values.RentFrequencyId,
  SecurityDeposit: values.SecurityDeposit,
  Escalation:
    values.EscalationKind === "None"
      ? null
      : {
          Kind: values.EscalationKind,
          Value: values.EscalationValue,
          EveryMonths: wholeNumber(values.EscalationEveryMonths),
          FromDate: values.EscalationFromDate,
        },
  NoticeMonths: wholeNumber(values.NoticeMonths),
  Description: values.Description,
});

export const toCreateBody = (values: LeaseFormValues): CreateLeaseInput => ({
  ...termsOf(values),
  Contacts: values.Contacts,
});

export const toUpdateBody = (values: LeaseFormValues, id: number, form: LeaseFormKind): UpdateLeaseInput => ({
  ...termsOf(values),
  Id: id,
  Form: form,
});

const ESCALATION_FIELDS: Readonly<Record<string, keyof LeaseFormValues>> = {
  Kind: "EscalationKind",
  Value: "EscalationValue",
  EveryMonths: "EscalationEveryMonths",
  FromDate: "EscalationFromDate",
};
const CONTACT_FIELDS: readonly string[] = Object.keys(EMPTY_CONTACT);
const TOP_FIELDS: readonly string[] = Object.keys(emptyLeaseForm()).filter((f) => f !== "Contacts");

/**
 * The form field a request field belongs to ('EndDate', 'Escalation.FromDate', 'Contacts.0.Email' as a 400 or
 * the schema names it), or null when the form has none.
 */
export const formFieldOf = (field: string): string | null => {
  const [head, second, third] = field.split(".");
  if (head === "LocationId") return "Location";
  if (head === "Escalation" && second !== undefined) return ESCALATION_FIELDS[second] ?? null;
  if (head === "Contacts" && second !== undefined && third !== undefined && CONTACT_FIELDS.includes(third))
    return `Contacts.${second}.${third}`;
  return head !== undefined && second === undefined && TOP_FIELDS.includes(head) ? head : null;
};

/** The tenure message for the dates picked so far, or null when they make a valid tenure or are not days yet. */
export const tenureMessageOf = (
  values: Pick<LeaseFormValues, "StartDate" | "EndDate" | "RentFrequencyId">,
  form: LeaseFormKind,
): string | null => {
  if (!isIsoDay(values.StartDate) || !isIsoDay(values.EndDate)) return null;
  const check = checkLeaseTenure({ ...values, form });
  return check.ok ? null : check.message;
};

export type FormIssue = { path: readonly PropertyKey[]; message: string; code: string; params?: unknown };

/** The e-mail rule's length issue carries the spec's flag: it becomes the error's type. */
export const issueType = (issue: FormIssue): string =>
  (issue.params as { localDomainLengthError?: boolean } | undefined)?.localDomainLengthError
    ? "localDomainLengthError"
    : issue.code;

/**
 * Checks the dialog with the domain's own schema (the one the server applies) and the tenure rule, which runs
 * even while other fields are still missing, so its message shows under Lease End as soon as the dates are
 * picked. Anything the form has no field for is the form's own error (`root`).
 */
export const leaseFormResolver =
  (lease: LeaseDetail | undefined, form: LeaseFormKind): Resolver<LeaseFormValues> =>
  async (values) => {
    const errors: Record<string, unknown> = {};
    const place = (field: string, type: string, message: string) => {
      if (!hasError(errors, field)) set(errors, field, { type, message });
    };
    if (!values.Location) place("Location", "required", "Pick the place the lease is of.");
    const parsed = lease
      ? UpdateLeaseSchema.safeParse(toUpdateBody(values, lease.Id, form))
      : CreateLeaseSchema.safeParse(toCreateBody(values));
    const tenure = tenureMessageOf(values, form);
    if (tenure) place("EndDate", "tenure", tenure);
    if (!parsed.success)
      for (const issue of parsed.error.issues as FormIssue[]) {
        const field = formFieldOf(issue.path.map(String).join("."));
        place(field ?? "root", issueType(issue), issue.message);
      }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<LeaseFormValues> }
      : { values, errors: {} };
  };

const hasError = (errors: Record<string, unknown>, field: string): boolean => {
  let node: unknown = errors;
  for (const key of field.split(".")) {
    if (typeof node !== "object" || node === null) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return node !== undefined;
};
