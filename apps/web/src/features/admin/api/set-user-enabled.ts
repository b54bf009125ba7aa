import { SetUserEnabledContract, type UserChangeReply } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { USERS_KEY } from "./admin-keys.ts";

export type SetUserEnabledInput = { EmployeeId: number; IsEnabled: boolean };

/** POST Employee/SetUserEnabled: disabling ends the user's sessions at once. */
export const setUserEnabled = (body: SetUserEnabledInput): Promise<UserChangeReply> =>
  callContract(SetUserEnabledContract, { body });

export const useSetUserEnabled = () => useInvalidatingMutation(setUserEnabled, [USERS_KEY]);
