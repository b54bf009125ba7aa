import { z } from "zod";
import { SessionUserRecordSchema } from "../auth/auth.schemas.ts";
import { NAME_MAX_LENGTH } from "../employees/profile.schemas.ts";
import { EmailFieldSchema, OptionalPhoneSchema } from "../shared/field.rules.ts";
import { MAX_ID, RecordIdSchema } from "../shared/id.schemas.ts";
import { enumSchema } from "../shared/enum-schema.ts";
import { ActivationLinkProblem } from "./invitations.rules.ts";

const nameField = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(NAME_MAX_LENGTH, `The ${label} has at most ${NAME_MAX_LENGTH} characters.`);

/** An address trimmed, then held to the e-mail rule (its length issue carries localDomainLengthError). */
export const InviteEmailSchema = z
  .string({ error: "Enter the e-mail address." })
  .trim()
  .min(1, "Enter the e-mail address.")
  .max(320, "The e-mail address is too long.")
  .pipe(EmailFieldSchema);

/** The fields of one invitation, without the role (the form and the import name it differently). */
export const InvitePersonFieldsSchema = z.object({
  FirstName: nameField("first name"),
  LastName: nameField("last name"),
  Email: InviteEmailSchema,
  PhoneNumber: OptionalPhoneSchema,
});

/** POST Employee/InviteEmployee: the person to invite; the same schema checks the add-user form. */
export const InviteEmployeeSchema = InvitePersonFieldsSchema.extend({
  RoleId: z
    .number({ error: "Choose a role." })
    .int("Choose a role.")
    .positive("Choose a role.")
    .max(MAX_ID, "Choose a role."),
});
export type InviteEmployeeInput = z.input<typeof InviteEmployeeSchema>;
export type InviteEmployee = z.output<typeof InviteEmployeeSchema>;

export const InviteEmployeeReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  EmployeeId: z.number().int(),
});
export type InviteEmployeeReply = z.infer<typeof InviteEmployeeReplySchema>;

/** Employee/ResendInvitation and Employee/SendPasswordResetLink: the person concerned. */
export const EmployeeLinkRequestSchema = z.object({ EmployeeId: RecordIdSchema });
export const EmployeeLinkReplySchema = z.object({ StatusCode: z.number().int(), StatusMessage: z.string() });
export type EmployeeLinkReply = z.infer<typeof EmployeeLinkReplySchema>;

/** GET Employee/ActivateEmployee?token=…: the link from the invitation mail. */
export const ActivationQuerySchema = z.object({
  token: z
    .string({ error: "token is required" })
    .trim()
    .min(1, "token is required")
    .max(200, "token is too long"),
});

/** Whether the link works; when it does, who is invited to which organisation. */
export const ActivationReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  IsValid: z.boolean(),
  /** Why the link does not work (null when it does). */
  Problem: enumSchema(ActivationLinkProblem).nullable(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Email: z.string().nullable(),
  OrgName: z.string().nullable(),
});
export type ActivationReply = z.infer<typeof ActivationReplySchema>;

const activationFields = {
  Password: z
    .string({ error: "Enter a password." })
    .min(1, "Enter a password.")
    .max(1024, "The password is too long."),
  ConfirmPassword: z.string({ error: "Enter the password again." }).max(1024, "The password is too long."),
  AcceptTerms: z.boolean({ error: "Accept the terms of use to continue." }),
};

/** The second password must repeat the first, and the terms must be accepted. */
const checkActivation = (
  form: { Password: string; ConfirmPassword: string; AcceptTerms: boolean },
  ctx: z.RefinementCtx,
) => {
  if (form.ConfirmPassword !== form.Password)
    ctx.addIssue({
      code: "custom",
      path: ["ConfirmPassword"],
      message: "The two passwords are not the same.",
    });
  if (!form.AcceptTerms)
    ctx.addIssue({ code: "custom", path: ["AcceptTerms"], message: "Accept the terms of use to continue." });
};

/** The activation form's fields; the password policy itself is checked with the person's name and e-mail. */
export const ActivationFormSchema = z.object(activationFields).superRefine(checkActivation);
export type ActivationForm = z.infer<typeof ActivationFormSchema>;

/** POST Employee/ActivateEmployee: the link's token, the new password twice, and the terms accepted. */
export const ActivateEmployeeSchema = z
  .object({ Token: ActivationQuerySchema.shape.token, ...activationFields })
  .superRefine(checkActivation);
export type ActivateEmployee = z.infer<typeof ActivateEmployeeSchema>;

/** Activation signs the person in: the reply is the session user record, as signing in answers it. */
export const ActivateEmployeeReplySchema = SessionUserRecordSchema;
