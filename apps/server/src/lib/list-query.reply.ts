import type { FastifyReply } from "fastify";
import { ResultCode } from "@fieldstead/domain";
import { sendError } from "../plugins/error-handler.ts";
import { ListQueryError } from "./list-query.errors.ts";

/**
 * Answers a list call: its reply, or a 400 naming the field when the request names an unknown column, a
 * filter the column cannot take, or a cursor this server did not write.
 */
export const answerList = async <T>(
  reply: FastifyReply,
  run: () => Promise<T>,
): Promise<T | FastifyReply> => {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof ListQueryError)) throw err;
    return sendError(reply, 400, {
      StatusCode: ResultCode.InvalidRequest,
      StatusMessage: `Invalid request: ${err.field}: ${err.problem}`,
      error: "INVALID_REQUEST",
      fields: [{ field: err.field, message: err.problem }],
    });
  }
};
