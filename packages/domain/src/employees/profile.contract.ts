import { defineContract } from "../shared/contract.ts";
import {
  ChangePasswordReplySchema,
  ChangePasswordRequestSchema,
  EmployeeDetailsRequestSchema,
  EmployeeDetailsSchema,
  UpdateEmployeeProfileReplySchema,
  UpdateEmployeeProfileRequestSchema,
} from "./profile.schemas.ts";

export const GetEmployeeDetailsContract = defineContract({
  method: "POST",
  path: "/Employee/GetEmployeeDetails",
  summary: "The caller's own employee record (a body naming another employee is refused).",
  tag: "Employee",
  access: { kind: "session" },
  body: EmployeeDetailsRequestSchema,
  reply: EmployeeDetailsSchema,
});

export const UpdateEmployeeProfileContract = defineContract({
  method: "POST",
  path: "/Employee/UpdateEmployeeProfile",
  summary: "Change the caller's first name, last name and phone number.",
  tag: "Employee",
  access: { kind: "session" },
  body: UpdateEmployeeProfileRequestSchema,
  reply: UpdateEmployeeProfileReplySchema,
});

export const ChangePasswordContract = defineContract({
  method: "POST",
  path: "/Employee/ChangePassword",
  summary: "Change the caller's password after checking the current one; the caller's other sessions end.",
  tag: "Employee",
  access: { kind: "session" },
  body: ChangePasswordRequestSchema,
  reply: ChangePasswordReplySchema,
});
