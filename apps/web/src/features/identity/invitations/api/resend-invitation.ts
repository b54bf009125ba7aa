import { ResendInvitationContract, type EmployeeLinkReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Employee/ResendInvitation: a new invitation; the earlier link stops working. */
export const resendInvitation = (body: { EmployeeId: number }): Promise<EmployeeLinkReply> =>
  callContract(ResendInvitationContract, { body });
