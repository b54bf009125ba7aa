import { useMutation } from "@tanstack/react-query";
import type { ChangePasswordForm, StatusReply } from "@fieldstead/domain";
import { apiFetch } from "../../../lib/http.ts";
import { useSession } from "../../auth/hooks/session-context.ts";

/** POST Employee/ChangePassword: checks the current password, keeps the new one, ends the other sessions. */
export const changePassword = (
  form: ChangePasswordForm,
  identity: { EmployeeId: number; Email: string },
): Promise<StatusReply> =>
  apiFetch<StatusReply>("/Employee/ChangePassword", { method: "POST", body: { ...identity, ...form } });

export const useChangePassword = () => {
  const { user } = useSession();
  return useMutation({
    mutationFn: (form: ChangePasswordForm) => {
      if (!user) throw new Error("not signed in");
      return changePassword(form, { EmployeeId: user.EmployeeId, Email: user.Email });
    },
  });
};
