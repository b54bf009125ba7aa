import { InviteEmployeeContract, type InviteEmployee, type InviteEmployeeReply } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Employee/InviteEmployee: the person is created as Invited and mailed an invitation. */
export const inviteEmployee = (body: InviteEmployee): Promise<InviteEmployeeReply> =>
  callContract(InviteEmployeeContract, { body });
