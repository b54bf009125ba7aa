import { ChangeUserRoleContract, type UserChangeReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { USERS_KEY } from "./admin-keys.ts";

export type ChangeUserRoleInput = { EmployeeId: number; RoleId: number };

/** POST Employee/ChangeUserRole: the user's sessions end at once; the new role applies at the next sign-in. */
export const changeUserRole = (body: ChangeUserRoleInput): Promise<UserChangeReply> =>
  callContract(ChangeUserRoleContract, { body });

export const useChangeUserRole = () => useInvalidatingMutation(changeUserRole, [USERS_KEY]);
