import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  type ProfileForm,
  type UpdateEmployeeProfileReply,
  UpdateEmployeeProfileContract,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useSession } from "../../auth/index.ts";
import { employeeDetailsQueryKey } from "./get-employee-details.ts";

/** POST Employee/UpdateEmployeeProfile: the caller's names and phone number. */
export const updateEmployeeProfile = (
  form: ProfileForm,
  identity: { EmployeeId: number; Email: string },
): Promise<UpdateEmployeeProfileReply> =>
  callContract(UpdateEmployeeProfileContract, { body: { ...identity, ...form } });

/** Saves the profile, then shows the new record here and the new name in the header (the stored session). */
export const useUpdateEmployeeProfile = () => {
  const { user, updateUser } = useSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ProfileForm) => {
      if (!user) throw new Error("not signed in");
      return updateEmployeeProfile(form, { EmployeeId: user.EmployeeId, Email: user.Email });
    },
    onSuccess: ({ Employee }) => {
      queryClient.setQueryData(employeeDetailsQueryKey(Employee.EmployeeId), Employee);
      updateUser({
        EmpFirstName: Employee.EmpFirstName,
        EmpLastName: Employee.EmpLastName,
        EmpFullName: Employee.EmpFullName,
      });
    },
  });
};
