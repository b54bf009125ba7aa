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
} as const;

export type AppErrorCode = keyof typeof APP_ERRORS;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly resultCode: number;
  readonly headers: Record<string, string>;

  constructor(code: AppErrorCode, options: { message?: string; headers?: Record<string, string> } = {}) {
    const known = APP_ERRORS[code];
    super(options.message ?? known.message);
    this.code = code;
    this.status = known.status;
    this.resultCode = known.resultCode;
    this.headers = options.headers ?? {};
  }
}
