import { useState } from "react";
import type { UserListItem } from "@fieldstead/domain";
import { confirm } from "../../../lib/confirm.ts";
import { ApiError } from "../../../lib/http.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useChangeUserRole } from "../api/change-user-role.ts";
import type { RoleOption } from "../api/get-roles.ts";
import { useSetUserEnabled } from "../api/set-user-enabled.ts";

const SUCCESS_SNACKBAR_MS = 5_000;

export type UserActions = {
  /** The user whose change is on its way (their row waits), or null. */
  busyId: number | null;
  changeRole: (user: UserListItem, role: RoleOption) => Promise<void>;
  setEnabled: (user: UserListItem, isEnabled: boolean) => Promise<void>;
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

  return { busyId, changeRole, setEnabled };
};
