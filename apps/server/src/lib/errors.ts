import { ResultCode } from "@fieldstead/domain";

/** Error codes a service may throw; the error handler maps each to an HTTP status and a safe message. */
export const APP_ERRORS = {
  NOT_AUTHENTICATED: { status: 401, resultCode: ResultCode.NotAuthenticated, message: "Not signed in" },
  INVALID_CREDENTIALS: {
    status: 401,
    resultCode: ResultCode.NotAuthenticated,
    message: "Invalid e-mail or password",
  },
  SESSION_EXPIRED: { status: 401, resultCode: ResultCode.NotAuthenticated, message: "Session expired" },
  FORBIDDEN: {
    status: 403,
    resultCode: ResultCode.PolicyFailure,
    message: "You do not have permission for this action",
  },
  CSRF_HEADER_MISSING: {
    status: 403,
    resultCode: ResultCode.PolicyFailure,
    message: "Missing X-Requested-With: XMLHttpRequest header",
  },
  NOT_FOUND: { status: 404, resultCode: ResultCode.NoMatch, message: "Not found" },
  TOO_MANY_ATTEMPTS: {
    status: 429,
    resultCode: ResultCode.Overburden,
    message: "Too many failed sign-in attempts. Try again later.",
  },
  INVALID_REQUEST: { status: 400, resultCode: ResultCode.InvalidRequest, message: "Invalid request" },
  /** An upload past its limits (50 MB a file, 10 files at a time). */
  TOO_LARGE: { status: 413, resultCode: ResultCode.InvalidRequest, message: "The upload is too large" },
  /** A record with the same name, number or code exists already. */
  CONFLICT: { status: 409, resultCode: ResultCode.Duplicate, message: "This record exists already" },
  /** The record's state does not allow the step (approving a rejected request, deleting a used category …). */
  NOT_ALLOWED_NOW: {
    status: 409,
    resultCode: ResultCode.CannotProceedDisabled,
    message: "This cannot be done in the record's present state",
  },
} as const;

export type AppErrorCode = keyof typeof APP_ERRORS;

/** A request field a service refused, named as the request names it ('SerialNumber', 'Items.2.Quantity'). */
export type AppFieldProblem = { field: string; message: string };

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly resultCode: number;
  readonly headers: Record<string, string>;
  readonly fields: AppFieldProblem[] | undefined;

  constructor(
    code: AppErrorCode,
    options: { message?: string; headers?: Record<string, string>; fields?: AppFieldProblem[] } = {},
  ) {
    const known = APP_ERRORS[code];
    super(options.message ?? known.message);
    this.code = code;
    this.status = known.status;
    this.resultCode = known.resultCode;
    this.headers = options.headers ?? {};
    this.fields = options.fields;
  }
}

/**
 * A 400 naming the fields a service found wrong after the schema passed (a parent that is not in the
 * organisation, a serial number already used …). The message reads like the schema's own refusals.
 */
export const invalidFields = (problems: readonly AppFieldProblem[]): AppError =>
  new AppError("INVALID_REQUEST", {
    message: `Invalid request: ${problems.map((p) => `${p.field}: ${p.message}`).join("; ")}`,
    fields: [...problems],
  });

export const invalidField = (field: string, message: string): AppError => invalidFields([{ field, message }]);

/**
 * A refused file: the message names the file and says why, and is shown to the person as it is (no
 * 'Invalid request:' prefix); the field names the form part the file came in.
 */
export const refusedFile = (field: string, message: string): AppError =>
  new AppError("INVALID_REQUEST", { message, fields: [{ field, message }] });
