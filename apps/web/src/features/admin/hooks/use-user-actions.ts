import { useState } from "react";
import type { UserListItem } from "@fieldstead/domain";
import { confirm } from "../../../lib/confirm.ts";
import { ApiError } from "../../../lib/http.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { removeUserAuthenticator, resendInvitation, sendPasswordResetLink } from "../../identity/index.ts";
import { USERS_KEY } from "../api/admin-keys.ts";
import { useChangeUserRole } from "../api/change-user-role.ts";
import type { RoleOption } from "../api/get-roles.ts";
import { useSetUserEnabled } from "../api/set-user-enabled.ts";

const SUCCESS_SNACKBAR_MS = 5_000;

export type UserActions = {
  /** The user whose change is on its way (their row waits), or null. */
  busyId: number | null;
  changeRole: (user: UserListItem, role: RoleOption) => Promise<void>;
  setEnabled: (user: UserListItem, isEnabled: boolean) => Promise<void>;
  /** A new invitation for an Invited person (the earlier link stops working). */
  resendInvitation: (user: UserListItem) => Promise<void>;
  /** A password reset link for an Active person. */
  sendResetLink: (user: UserListItem) => Promise<void>;
  /** Turns off an Active person's authenticator app (a lost phone). */
  turnOffAuthenticator: (user: UserListItem) => Promise<void>;
};

const reportFailure = (error: unknown): void => {
  // Offline, the HTTP client has said so already.
  if (error instanceof ApiError && error.code === "OFFLINE") return;
  showSnackbar({ message: error instanceof Error ? error.message : String(error), severity: "error" });
};

/** A user's role change and enable/disable: asked first, then saved, then the server's answer in a snackbar. */
export const useUserActions = (): UserActions => {
  const roleChange = useChangeUserRole();
  const enabledChange = useSetUserEnabled();
  const invitation = useInvalidatingMutation(resendInvitation, [USERS_KEY]);
  const resetLink = useInvalidatingMutation(sendPasswordResetLink, [USERS_KEY]);
  const [busyId, setBusyId] = useState<number | null>(null);

  const run = async (employeeId: number, save: () => Promise<{ StatusMessage: string }>) => {
    setBusyId(employeeId);
    try {
      const reply = await save();
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: SUCCESS_SNACKBAR_MS });
    } catch (error) {
      reportFailure(error);
    } finally {
      setBusyId(null);
    }
  };

  const changeRole = async (user: UserListItem, role: RoleOption) => {
    const { confirmed } = await confirm({
      title: "Change the role?",
      message: `${user.FullName} becomes ${role.RoleName} (now ${user.RoleName}). Their sessions end now: an open page tells them and signs them out within one minute. They get the new role's rights when they sign in again.`,
      icon: "question",
      yesLabel: "Change role",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    await run(user.EmployeeId, () =>
      roleChange.mutateAsync({ EmployeeId: user.EmployeeId, RoleId: role.RoleId }),
    );
  };

  const setEnabled = async (user: UserListItem, isEnabled: boolean) => {
    const { confirmed } = await confirm(
      isEnabled
        ? {
            title: "Enable this user?",
            message: `${user.FullName} can sign in again.`,
            icon: "question",
            yesLabel: "Enable",
            noLabel: "Cancel",
          }
        : {
            title: "Disable this user?",
            message: `${user.FullName}'s sessions end now: an open page tells them and signs them out within one minute. They cannot sign in until enabled again.`,
            icon: "warning",
            yesLabel: "Disable",
            noLabel: "Cancel",
          },
    );
    if (!confirmed) return;
    await run(user.EmployeeId, () =>
      enabledChange.mutateAsync({ EmployeeId: user.EmployeeId, IsEnabled: isEnabled }),
    );
  };

  const resend = async (user: UserListItem) => {
    const { confirmed } = await confirm({
      title: "Resend the invitation?",
      message: `${user.FullName} gets a new invitation at ${user.email}; the link of the earlier one stops working.`,
      icon: "question",
      yesLabel: "Resend invitation",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    await run(user.EmployeeId, () => invitation.mutateAsync({ EmployeeId: user.EmployeeId }));
  };

  const sendResetLink = async (user: UserListItem) => {
    const { confirmed } = await confirm({
      title: "Send a password reset link?",
      message: `${user.FullName} gets an e-mail at ${user.email} with a link to choose a new password. Their present password keeps working until they do.`,
      icon: "question",
      yesLabel: "Send link",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    await run(user.EmployeeId, () => resetLink.mutateAsync({ EmployeeId: user.EmployeeId }));
  };

  const turnOffAuthenticator = async (user: UserListItem) => {
    const { confirmed } = await confirm({
      title: "Turn off the authenticator app?",
      message: `${user.FullName} signs in with their password again (and an e-mailed code when the organisation asks for one); their recovery codes stop working. They can set an app up again on their profile page.`,
      icon: "warning",
      yesLabel: "Turn off",
      noLabel: "Cancel",
    });
    if (!confirmed) return;
    await run(user.EmployeeId, () => removeUserAuthenticator(user.EmployeeId));
  };

  return { busyId, changeRole, setEnabled, resendInvitation: resend, sendResetLink, turnOffAuthenticator };
};
