import {
  ACCOUNT_DISABLED_MESSAGE,
  ROLE_CHANGED_LOGOUT_MS,
  ROLE_CHANGED_MESSAGE,
  ROLE_CHANGED_SNACKBAR_MS,
  type ChangeDetectedPayload,
  type SessionUserRecord,
} from "@fieldstead/domain";
import { showErrorSnackbar } from "../../lib/snackbar.ts";
import { forceLogout } from "./force-logout.ts";
import { suppressSessionExpiry } from "./session-expiry.ts";

export type RoleChangeUser = Partial<Pick<SessionUserRecord, "RoleId" | "EmployeeId" | "EmpId">>;

/**
 * Whether a pushed change is the signed-in user's own role change (portal-shell §4.8): its clientId is the
 * role the user signed in with and its employee is the user.
 */
export const isOwnRoleChange = (payload: ChangeDetectedPayload, user: RoleChangeUser | null): boolean => {
  if (payload.Kind !== "RoleChanged" || !user) return false;
  const employeeId = user.EmployeeId ?? user.EmpId;
  return (
    user.RoleId !== undefined &&
    employeeId !== undefined &&
    Number(payload.clientId) === Number(user.RoleId) &&
    Number(payload.employeeId) === Number(employeeId)
  );
};

let logoutTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * The role-change flow (portal-shell §4.8, §8): the red snackbar with OK for 10 s at once, and the forced
 * logout after 15 s. The session has ended on the server already, so until the logout the 401s the tab meets
 * open no Session Expired dialog. A second event while one is on its way changes nothing. A disabled account
 * hears that instead of the role change.
 */
export const startRoleChangeLogout = (reason: "RoleChanged" | "Disabled" = "RoleChanged"): void => {
  if (logoutTimer !== null) return;
  suppressSessionExpiry(true);
  showErrorSnackbar(
    reason === "Disabled" ? ACCOUNT_DISABLED_MESSAGE : ROLE_CHANGED_MESSAGE,
    ROLE_CHANGED_SNACKBAR_MS,
  );
  logoutTimer = setTimeout(() => {
    void forceLogout().finally(() => {
      logoutTimer = null;
      suppressSessionExpiry(false);
    });
  }, ROLE_CHANGED_LOGOUT_MS);
};
