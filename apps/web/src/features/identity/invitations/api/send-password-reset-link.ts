import { SendPasswordResetLinkContract, type EmployeeLinkReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Employee/SendPasswordResetLink: mails an Active person a link to choose a new password. */
export const sendPasswordResetLink = (body: { EmployeeId: number }): Promise<EmployeeLinkReply> =>
  callContract(SendPasswordResetLinkContract, { body });
