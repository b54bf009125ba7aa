import { z } from "zod";
import { NewPasswordSchema } from "../auth/auth.schemas.ts";
import { OptionalPhoneSchema } from "../shared/field.rules.ts";
import { CallerEchoSchema, optionalText } from "../shared/request.schemas.ts";

export const NAME_MAX_LENGTH = 50;

/** Bodies of these calls may be empty; the caller's identity always comes from the session. */
const orEmpty = (input: unknown) => input ?? {};

/** POST Employee/GetEmployeeDetails (portal-platform §7.3): EmployeeId, EmpRole, EmpFullName, Email, culture, CurrentDate. */
export const EmployeeDetailsRequestSchema = z.preprocess(
  orEmpty,
  CallerEchoSchema.extend({
    EmpRole: z.union([z.string().max(128), z.number()]).optional(),
    EmpFullName: optionalText(256),
    culture: optionalText(32),
    CurrentDate: optionalText(64),
  }),
);
export type EmployeeDetailsRequest = z.infer<typeof EmployeeDetailsRequestSchema>;

const nameField = (label: string) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(NAME_MAX_LENGTH, `The ${label} has at most ${NAME_MAX_LENGTH} characters.`);

/** The fields a person may change on their own profile; the same schema checks the form and the request. */
export const ProfileFormSchema = z.object({
  EmpFirstName: nameField("first name"),
  EmpLastName: nameField("last name"),
  PhoneNumber: OptionalPhoneSchema,
});
export type ProfileFormInput = z.input<typeof ProfileFormSchema>;
export type ProfileForm = z.output<typeof ProfileFormSchema>;

export const UpdateEmployeeProfileRequestSchema = z.preprocess(
  orEmpty,
  CallerEchoSchema.extend(ProfileFormSchema.shape),
);
export type UpdateEmployeeProfileRequest = z.infer<typeof UpdateEmployeeProfileRequestSchema>;

/**
 * The new password's length bounds (NewPasswordSchema), worded for the change-password form; the rest of the
 * policy needs the person's name and e-mail (`checkPasswordPolicy`, applied by the form and the server).
 */
const NewPasswordFieldSchema = z.string({ error: "Enter a new password." }).superRefine((password, ctx) => {
  if (password === "") {
    ctx.addIssue({ code: "custom", message: "Enter a new password." });
    return;
  }
  const result = NewPasswordSchema.safeParse(password);
  for (const issue of result.error?.issues ?? [])
    ctx.addIssue({ code: "custom", message: `The new password ${issue.message}.` });
});

const changePasswordFields = {
  CurrentPassword: z
    .string({ error: "Enter your current password." })
    .min(1, "Enter your current password.")
    .max(1024, "The current password is too long."),
  NewPassword: NewPasswordFieldSchema,
  ConfirmPassword: z.string({ error: "Confirm the new password." }).min(1, "Confirm the new password."),
};

type PasswordTrio = { CurrentPassword: string; NewPassword: string; ConfirmPassword: string };
const checkPasswordTrio = (
  { CurrentPassword, NewPassword, ConfirmPassword }: PasswordTrio,
  ctx: z.RefinementCtx,
) => {
  if (NewPassword === CurrentPassword)
    ctx.addIssue({
      code: "custom",
      path: ["NewPassword"],
      message: "The new password must differ from the current password.",
    });
  if (ConfirmPassword !== NewPassword)
    ctx.addIssue({ code: "custom", path: ["ConfirmPassword"], message: "The passwords do not match." });
};

export const ChangePasswordFormSchema = z.object(changePasswordFields).superRefine(checkPasswordTrio);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

export const ChangePasswordRequestSchema = z.preprocess(
  orEmpty,
  CallerEchoSchema.extend(changePasswordFields).superRefine(checkPasswordTrio),
);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The message of a wrong current password (a 400 naming CurrentPassword). */
export const WRONG_CURRENT_PASSWORD_MESSAGE = "The current password is not correct.";

/** The caller's own record, as the profile page shows it (Employee/GetEmployeeDetails). */
export const EmployeeDetailsSchema = z.object({
  EmployeeId: z.number().int(),
  EmpId: z.number().int(),
  Email: z.string(),
  EmpFirstName: z.string(),
  EmpLastName: z.string(),
  EmpFullName: z.string(),
  PhoneNumber: z.string().nullable(),
  RoleId: z.number().int(),
  RoleName: z.string(),
  OrgName: z.string(),
  ProfilePicturePath: z.string().nullable(),
  /** ISO time the account was created. */
  CreatedOn: z.string(),
});
export type EmployeeDetails = z.infer<typeof EmployeeDetailsSchema>;

export const UpdateEmployeeProfileReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Employee: EmployeeDetailsSchema,
});
export type UpdateEmployeeProfileReply = z.infer<typeof UpdateEmployeeProfileReplySchema>;

/** Employee/ChangePassword: the password is changed (a wrong current password is a 400 naming the field). */
export const ChangePasswordReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
});
export type ChangePasswordReply = z.infer<typeof ChangePasswordReplySchema>;
