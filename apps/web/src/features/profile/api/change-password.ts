import { useMutation } from "@tanstack/react-query";
import {
  type ChangePasswordForm,
  type ChangePasswordReply,
  ChangePasswordContract,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";

/** POST Employee/ChangePassword: checks the current password, keeps the new one, ends the other sessions. */
export const changePassword = (
  form: ChangePasswordForm,
  identity: { EmployeeId: number; Email: string },
): Promise<ChangePasswordReply> => callContract(ChangePasswordContract, { body: { ...identity, ...form } });

export const useChangePassword = () => {
  const { user } = useSession();
  return useMutation({
    mutationFn: (form: ChangePasswordForm) => {
      if (!user) throw new Error("not signed in");
      return changePassword(form, { EmployeeId: user.EmployeeId, Email: user.Email });
    },
  });
};
