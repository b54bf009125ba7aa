import {
  ResultCode,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  checkPasswordPolicy,
  type ChangePasswordRequest,
  type EmployeeDetails,
  type StatusReply,
  type UpdateEmployeeProfileReply,
  type UpdateEmployeeProfileRequest,
} from "@fieldstead/domain";
import { LIMITS } from "../../config.ts";
import type { AppContext } from "../../context.ts";
import { AppError, invalidField } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { hashPassword, verifyPassword } from "../auth/password.ts";
import { updateEmployee } from "./employees.repository.ts";
import {
  findPasswordHash,
  findProfile,
  revokeOtherSessions,
  setPasswordHash,
  type ProfileRow,
} from "./profile.repository.ts";

const toDetails = (row: ProfileRow): EmployeeDetails => ({
  EmployeeId: row.employeeId,
  EmpId: row.employeeId,
  Email: row.email,
  EmpFirstName: row.firstName,
  EmpLastName: row.lastName,
  EmpFullName: `${row.firstName} ${row.lastName}`.trim(),
  PhoneNumber: row.phone,
  RoleId: row.roleId,
  RoleName: row.roleName,
  OrgName: row.orgName,
  ProfilePicturePath: row.profilePicturePath,
  CreatedOn: row.createdAt.toISOString(),
});

/** These calls serve only the caller's own record: a body naming another employee is refused. */
const refuseOtherEmployee = (session: ActiveSession, body: { EmployeeId?: number; EmpId?: number }) => {
  for (const claimed of [body.EmployeeId, body.EmpId])
    if (claimed !== undefined && claimed !== 0 && claimed !== session.employeeId)
      throw new AppError("FORBIDDEN");
};

const ownProfile = async (ctx: AppContext, session: ActiveSession): Promise<EmployeeDetails> => {
  const row = await findProfile(ctx.db, session.orgId, session.employeeId);
  if (!row) throw new AppError("NOT_FOUND");
  return toDetails(row);
};

export const employeeDetails = async (
  ctx: AppContext,
  session: ActiveSession,
  body: { EmployeeId?: number; EmpId?: number },
): Promise<EmployeeDetails> => {
  refuseOtherEmployee(session, body);
  return ownProfile(ctx, session);
};

export const updateEmployeeProfile = async (
  ctx: AppContext,
  session: ActiveSession,
  body: UpdateEmployeeProfileRequest,
): Promise<UpdateEmployeeProfileReply> => {
  refuseOtherEmployee(session, body);
  const saved = await updateEmployee(ctx.db, session.orgId, session.employeeId, {
    firstName: body.EmpFirstName,
    lastName: body.EmpLastName,
    phone: body.PhoneNumber,
  });
  if (!saved) throw new AppError("NOT_FOUND");
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: "Profile saved",
    Employee: await ownProfile(ctx, session),
  };
};

export type ChangePasswordOutcome =
  { ok: true; reply: StatusReply } | { ok: false; field: "CurrentPassword"; message: string };

const attemptsKey = (employeeId: number) => `change-password:${employeeId}`;

/**
 * Checks the new password against the policy and the current password (argon2), stores the new one's hash, and
 * ends the caller's other sessions.
 * Wrong current passwords count like failed sign-ins: the tenth in the window blocks further tries (429).
 */
export const changePassword = async (
  ctx: AppContext,
  session: ActiveSession,
  body: ChangePasswordRequest,
): Promise<ChangePasswordOutcome> => {
  refuseOtherEmployee(session, body);
  const person = await findProfile(ctx.db, session.orgId, session.employeeId);
  if (!person) throw new AppError("NOT_FOUND");
  // The policy, as wherever a password is set: long enough, not breached, not the person's name or e-mail.
  const policy = checkPasswordPolicy({
    password: body.NewPassword,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
  });
  if (!policy.ok) throw invalidField("NewPassword", policy.message);
  // Taken before the check, so parallel tries cannot pass the limit; a right password gives it back.
  const attempt = await ctx.loginFailures.take([
    { key: attemptsKey(session.employeeId), limit: LIMITS.passwordChangeFailures },
  ]);
  if (!attempt.isAllowed)
    throw new AppError("TOO_MANY_ATTEMPTS", {
      message: "Too many wrong passwords. Try again later.",
      headers: { "retry-after": String(attempt.retryAfterSeconds) },
    });
  const currentHash = await findPasswordHash(ctx.db, session.orgId, session.employeeId);
  if (!currentHash) throw new AppError("NOT_FOUND");
  if (!(await verifyPassword(currentHash, body.CurrentPassword)))
    return { ok: false, field: "CurrentPassword", message: WRONG_CURRENT_PASSWORD_MESSAGE };
  await attempt.giveBack();
  const newHash = await hashPassword(body.NewPassword);
  await ctx.sessions.revokeWithin(async (tx) => {
    if (!(await setPasswordHash(tx, session.orgId, session.employeeId, newHash)))
      throw new AppError("NOT_FOUND");
    return revokeOtherSessions(
      tx,
      { orgId: session.orgId, employeeId: session.employeeId, keepSessionId: session.sessionId },
      "password-changed",
      ctx.now(),
    );
  });
  return { ok: true, reply: { StatusCode: ResultCode.Success, StatusMessage: "Password changed" } };
};
