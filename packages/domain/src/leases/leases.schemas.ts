import { z } from "zod";
import { IdQuerySchema, RecordIdSchema } from "../shared/id.schemas.ts";
import { EmailFieldSchema } from "../shared/field.rules.ts";
import { ListQuerySchema, listReplySchema } from "../lists/list.schemas.ts";
import { BillingFrequencyIdSchema, LeaseStatusIdSchema } from "./leases.enum-schemas.ts";
import { checkLeaseTenure } from "./lease-tenure.rules.ts";
import { parseMoneyToCents } from "./lease-money.rules.ts";

import { LeaseDaySchema, money, optionalMoney, optionalText, requiredText } from "./lease-fields.schemas.ts";

// ---------------------------------------------------------------------------------------------------------------
// The register

/** The register: the one list query (filters, sort, search and saved views as every list has them). */
export const LeaseListQuerySchema = ListQuerySchema;
export type LeaseListQuery = z.infer<typeof LeaseListQuerySchema>;

/** A row of the register; SortModel and FilterModel name these columns. Amounts are money text. */
export const LeaseListRowSchema = z.object({
  Id: z.number().int(),
  LeaseNumber: z.string(),
  LocationId: z.number().int().nullable(),
  LocationName: z.string().nullable(),
  Lessor: z.string(),
  Lessee: z.string(),
  StatusId: z.number().int(),
  StatusName: z.string(),
  StartDate: z.string(),
  EndDate: z.string(),
  Rent: z.string(),
  RentFrequencyId: z.number().int(),
  RentFrequencyName: z.string(),
  /** The earliest period not fully paid: its due date and what is left of it; null when none is owed. */
  NextPaymentDue: z.string().nullable(),
  NextPaymentAmount: z.string().nullable(),
  /** What is owed on periods already past their due date. */
  Arrears: z.string(),
  UpdatedAt: z.string(),
});
export type LeaseListRow = z.infer<typeof LeaseListRowSchema>;
export const LeaseListReplySchema = listReplySchema(LeaseListRowSchema);

// ---------------------------------------------------------------------------------------------------------------
// One lease

export const LeaseIdQuerySchema = IdQuerySchema;

export const LeaseEscalationKindSchema = z.enum(["Percent", "Amount"], {
  error: "EscalationKind is Percent or Amount.",
});

/** The highest increase a lease may state as a percentage, in hundredths of a percent. */
const MAX_ESCALATION_PERCENT_HUNDREDTHS = 100_00;

/** The increase: a percentage (up to 100, two decimals) or a fixed amount, every N months from a date. */
export const LeaseEscalationSchema = z
  .object({
    Kind: LeaseEscalationKindSchema,
    /** Percent: "3.50" for 3.5 %; Amount: money text. */
    Value: money("Escalation value"),
    EveryMonths: z
      .number({ error: "Escalation every (months) must be a whole number." })
      .int("Escalation every (months) must be a whole number.")
      .min(1, "Escalation every (months) is at least 1.")
      .max(120, "Escalation every (months) is at most 120."),
    FromDate: LeaseDaySchema("Escalation from"),
  })
  .superRefine((value, issue) => {
    if (value.Kind === "Percent" && (parseMoneyToCents(value.Value) ?? 0) > MAX_ESCALATION_PERCENT_HUNDREDTHS)
      issue.addIssue({
        code: "custom",
        path: ["Value"],
        message: "Escalation value is a percentage of at most 100.",
      });
  });
export type LeaseEscalationInput = z.input<typeof LeaseEscalationSchema>;

/** A contact of a lease (portal-platform §3.6): the e-mail rule of portal-shell §5. */
export const LeaseContactInputSchema = z.object({
  FullName: requiredText("FullName", 120),
  Role: optionalText("Role", 80),
  Department: optionalText("Department", 80),
  PhoneNumber: z
    .string()
    .trim()
    .max(30, "PhoneNumber has at most 30 characters.")
    .regex(
      /^[0-9+()-]*$/,
      'Only numeric input with special characters, "+", "(", ")", "-", is allowed without space.',
    )
    .nullish()
    .transform((v) => (v ? v : null)),
  Email: z
    .union([EmailFieldSchema, z.literal(""), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
});
export type LeaseContactInput = z.input<typeof LeaseContactInputSchema>;

/**
 * What a lease says (portal-platform §3.6): location, lessor, lessee, dimensions, start, end, rent (per billing
 * period), rent frequency, security deposit, increase, description. The tenure rule is checked too.
 */
export const LeaseFieldsSchema = z.object({
  LocationId: RecordIdSchema,
  Lessor: requiredText("Lessor", 200),
  Lessee: requiredText("Lessee", 200),
  Dimensions: optionalText("Dimensions", 200),
  AreaSqm: optionalMoney("Area"),
  StartDate: LeaseDaySchema("Lease Start"),
  EndDate: LeaseDaySchema("Lease End"),
  Rent: money("Rent"),
  RentFrequencyId: BillingFrequencyIdSchema,
  SecurityDeposit: optionalMoney("Security deposit"),
  Escalation: LeaseEscalationSchema.nullish().transform((v) => v ?? null),
  NoticeMonths: z
    .number({ error: "Notice (months) must be a whole number." })
    .int("Notice (months) must be a whole number.")
    .min(0, "Notice (months) cannot be negative.")
    .max(60, "Notice (months) is at most 60.")
    .default(3),
  Description: optionalText("Description", 2000),
});

type TermsToCheck = Pick<
  z.infer<typeof LeaseFieldsSchema>,
  "StartDate" | "EndDate" | "RentFrequencyId" | "Escalation"
>;

/** The tenure rule (portal-platform §5.2, §9) and an increase that starts inside the lease. */
const checkTerms = (value: TermsToCheck, form: "register" | "overview", issue: z.RefinementCtx): void => {
  const tenure = checkLeaseTenure({ ...value, form });
  if (!tenure.ok) issue.addIssue({ code: "custom", path: [tenure.field], message: tenure.message });
  const from = value.Escalation?.FromDate;
  if (from && (from <= value.StartDate || from > value.EndDate))
    issue.addIssue({
      code: "custom",
      path: ["Escalation", "FromDate"],
      message: "Escalation from must be after Lease Start and on or before Lease End.",
    });
};

/** A new lease, always a Draft; its number is LSE-{year}-{00001} unless one is given. */
export const CreateLeaseSchema = LeaseFieldsSchema.extend({
  LeaseNumber: optionalText("LeaseNumber", 40),
  Contacts: z.array(LeaseContactInputSchema).max(20, "A lease has at most 20 contacts.").default([]),
}).superRefine((value, issue) => checkTerms(value, "register", issue));
export type CreateLease = z.infer<typeof CreateLeaseSchema>;
export type CreateLeaseInput = z.input<typeof CreateLeaseSchema>;

/**
 * An edit sends every field the form shows. `Form` says which form sent it: the Overview tab's tenure message
 * differs from the register's (portal-platform §9).
 */
export const UpdateLeaseSchema = LeaseFieldsSchema.extend({
  Id: RecordIdSchema,
  Form: z.enum(["register", "overview"]).default("register"),
}).superRefine((value, issue) => checkTerms(value, value.Form, issue));
export type UpdateLease = z.infer<typeof UpdateLeaseSchema>;
export type UpdateLeaseInput = z.input<typeof UpdateLeaseSchema>;

export const LeaseContactSchema = z.object({
  Id: z.number().int(),
  FullName: z.string(),
  Role: z.string().nullable(),
  Department: z.string().nullable(),
  PhoneNumber: z.string().nullable(),
  Email: z.string().nullable(),
});
export type LeaseContact = z.infer<typeof LeaseContactSchema>;

export const LeaseEscalationReplySchema = z.object({
  Kind: LeaseEscalationKindSchema,
  Value: z.string(),
  EveryMonths: z.number().int(),
  FromDate: z.string(),
});

/** One lease as its detail page shows it. */
export const LeaseDetailSchema = z.object({
  ...LeaseListRowSchema.shape,
  LocationPath: z.string().nullable(),
  Dimensions: z.string().nullable(),
  AreaSqm: z.string().nullable(),
  SecurityDeposit: z.string().nullable(),
  Escalation: LeaseEscalationReplySchema.nullable(),
  NoticeMonths: z.number().int(),
  Description: z.string().nullable(),
  Contacts: z.array(LeaseContactSchema),
  /** The statuses it may move to now (the life cycle of portal-platform §4). */
  NextStatuses: z.array(z.object({ Id: z.number().int(), Name: z.string() })),
  CanDelete: z.boolean(),
  CreatedAt: z.string(),
  CreatedByName: z.string().nullable(),
});
export type LeaseDetail = z.infer<typeof LeaseDetailSchema>;

/** A lease written: the lease transition result (portal-platform §3.7) and the lease as now stored. */
export const LeaseWriteReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Lease: LeaseDetailSchema,
});
export type LeaseWriteReply = z.infer<typeof LeaseWriteReplySchema>;

export const LeaseStatusMoveSchema = z.object({
  Id: RecordIdSchema,
  StatusId: LeaseStatusIdSchema,
  Comment: optionalText("Comment", 1000),
});
export type LeaseStatusMoveInput = z.input<typeof LeaseStatusMoveSchema>;

export const LeaseDeleteSchema = z.object({ Id: RecordIdSchema });
export const LeaseResultReplySchema = z.object({ StatusCode: z.number().int(), StatusMessage: z.string() });
export type LeaseResultReply = z.infer<typeof LeaseResultReplySchema>;

/** The status search: statuses from 2 characters on (portal-platform §5.2). */
export const LeaseStatusSearchQuerySchema = z.object({ Search: z.string().max(100).default("") });
export const LeaseStatusOptionsReplySchema = z.array(z.object({ Id: z.number().int(), Name: z.string() }));

/** The parties typed before: a lessor or lessee picker. */
export const LeasePartySearchQuerySchema = z.object({
  Search: z.string().trim().max(200).default(""),
  Limit: z.coerce.number<unknown>().int().min(1).max(50).default(20),
});
export const LeasePartyOptionsReplySchema = z.array(
  z.object({ Id: z.number().int(), Name: z.string(), LeaseCount: z.number().int() }),
);

/** Adding or changing one contact of a lease (Id absent: a new one). */
export const SaveLeaseContactSchema = LeaseContactInputSchema.extend({
  LeaseId: RecordIdSchema,
  Id: RecordIdSchema.nullish(),
});
export type SaveLeaseContactInput = z.input<typeof SaveLeaseContactSchema>;
export const DeleteLeaseContactSchema = z.object({ LeaseId: RecordIdSchema, Id: RecordIdSchema });
export const LeaseContactsReplySchema = z.array(LeaseContactSchema);
