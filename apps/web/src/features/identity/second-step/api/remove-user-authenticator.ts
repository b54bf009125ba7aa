import { type SecondStepStatusReply, RemoveUserAuthenticatorContract } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/**
 * POST Employee/RemoveUserAuthenticator: a user administrator turns off a person's authenticator app (a lost
 * phone and no recovery code left); the person then signs in with the password (and an e-mailed code when the
 * organisation asks for one) and may set the app up again.
 */
export const removeUserAuthenticator = (employeeId: number): Promise<SecondStepStatusReply> =>
  callContract(RemoveUserAuthenticatorContract, { body: { EmployeeId: employeeId } });
