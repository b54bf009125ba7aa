import { ActivateEmployeeContract, type ActivateEmployee, type SessionUserRecord } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Employee/ActivateEmployee: sets the password and signs the person in (the session user record). */
export const activateEmployee = (body: ActivateEmployee): Promise<SessionUserRecord> =>
  callContract(ActivateEmployeeContract, { body });
