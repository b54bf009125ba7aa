import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ResultCode } from "@fieldstead/domain";
import { AppError } from "../lib/errors.ts";

export type FieldProblem = { field: string; message: string };
export type ErrorReply = {
  StatusCode: number;
  StatusMessage: string;
  error: string;
  fields?: FieldProblem[];
};

const fieldName = (context: string | undefined, instancePath: string): string => {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  if (path) return path;
  return context === "querystring" ? "query" : (context ?? "body");
};

export const sendError = (
  reply: FastifyReply,
  status: number,
  body: ErrorReply,
  headers: Record<string, string> = {},
) => reply.status(status).headers(headers).type("application/json; charset=utf-8").send(body);

/** Maps every error to a status and a safe message; nothing leaks a stack trace. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      return sendError(
        reply,
        error.status,
        {
          StatusCode: error.resultCode,
          StatusMessage: error.message,
          error: error.code,
          ...(error.fields ? { fields: error.fields } : {}),
        },
        error.headers,
      );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        field: fieldName(error.validationContext, v.instancePath),
        message: v.message ?? "is invalid",
      }));
      const message = fields.map((f) => `${f.field}: ${f.message}`).join("; ");
      return sendError(reply, 400, {
        StatusCode: ResultCode.InvalidRequest,
        StatusMessage: `Invalid request: ${message}`,
        error: "INVALID_REQUEST",
        fields,
      });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large …).
      const message =
        error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
          ? "body: is not valid JSON"
          : error.code === "FST_ERR_CTP_EMPTY_JSON_BODY"
            ? "body: must not be empty when Content-Type is application/json"
            : error.message;
      return sendError(reply, status, {
        StatusCode: ResultCode.InvalidRequest,
        StatusMessage: message,
        error: error.code ?? "BAD_REQUEST",
      });
    }
    request.log.error({ err: error }, "unhandled error");
    return sendError(reply, 500, {
      StatusCode: ResultCode.Error,
      StatusMessage: "Something bad happened; please try again later.",
      error: "INTERNAL",
    });
  });
});
