import type { FastifyInstance } from "fastify";
import {
  ChangePasswordContract,
  GetEmployeeDetailsContract,
  ResultCode,
  UpdateEmployeeProfileContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { sendError } from "../../plugins/error-handler.ts";
import { changePassword, employeeDetails, updateEmployeeProfile } from "./profile.service.ts";

/** The caller's own profile and password (profile and change-password pages). */
export const profileRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetEmployeeDetailsContract, async ({ body, session }) =>
    employeeDetails(ctx, session, body),
  );
  registerContract(app, ctx, UpdateEmployeeProfileContract, async ({ body, session }) =>
    updateEmployeeProfile(ctx, session, body),
  );
  registerContract(app, ctx, ChangePasswordContract, async ({ body, session, reply }) => {
    const outcome = await changePassword(ctx, session, body);
    if (outcome.ok) return outcome.reply;
    // A wrong current password is a 400 naming the field, like any other invalid field.
    return sendError(reply, 400, {
      StatusCode: ResultCode.InvalidRequest,
      StatusMessage: `Invalid request: ${outcome.field}: ${outcome.message}`,
      error: "INVALID_REQUEST",
      fields: [{ field: outcome.field, message: outcome.message }],
    });
  });
};
