import { describe, expect, it } from "vitest";
import { LogEntryLevel } from "../shared/result-codes.enums.ts";
import { ErrorClass, LOG_LIMITS } from "./logs.enums.ts";
import { classifyError, describeUnhandledError, fitLogEntry, levelForStatus } from "./logs.rules.ts";
import { LogEntrySchema, LogExternalBatchSchema, GetErrorLogsQuerySchema } from "./logs.schemas.ts";

const entry = (over: Record<string, unknown> = {}) => ({
  Message: "Server-side error: 500 Internal Server Error",
  Level: "ERROR",
  Source: "api",
  Timestamp: "2026-11-22T12:00:00.000Z",
  ...over,
});

describe("levelForStatus", () => {
  it.each([
    [401, LogEntryLevel.INFO],
    [400, LogEntryLevel.WARN],
    [403, LogEntryLevel.WARN],
    [404, LogEntryLevel.WARN],
    [429, LogEntryLevel.WARN],
    [499, LogEntryLevel.WARN],
    [500, LogEntryLevel.ERROR],
    [503, LogEntryLevel.ERROR],
    [599, LogEntryLevel.ERROR],
  ])("a failed call answered %i is logged as %s", (status, level) => {
    expect(levelForStatus(status)).toBe(level);
  });

  it.each([0, 200, 204, 302, 399, 600])("a call answered %i is not logged", (status) => {
    expect(levelForStatus(status)).toBeNull();
  });
});

describe("classifyError", () => {
  it.each([
    [new SyntaxError("x"), ErrorClass.Syntax],
    [new TypeError("x"), ErrorClass.Type],
    [new ReferenceError("x"), ErrorClass.Reference],
    [new RangeError("x"), ErrorClass.Range],
    [new EvalError("x"), ErrorClass.Eval],
    [new URIError("x"), ErrorClass.Uri],
    [new Error("x"), ErrorClass.Other],
    // An error from another frame is only an object with a name.
    [{ name: "TypeError", message: "x" }, ErrorClass.Type],
    ["a thrown string", ErrorClass.Other],
    [null, ErrorClass.Other],
    [undefined, ErrorClass.Other],
    [{ name: "constructor" }, ErrorClass.Other],
  ])("%o is a %s error", (error, kind) => {
    expect(classifyError(error)).toBe(kind);
  });
});

describe("describeUnhandledError", () => {
  it("names the class and keeps the stack", () => {
    const error = new TypeError("x is not a function");
    expect(describeUnhandledError(error)).toEqual({
      kind: ErrorClass.Type,
      message: "Type error: x is not a function",
      exception: error.stack,
    });
  });

  it.each([
    ["boom", "Error: boom"],
    [{ code: 7 }, 'Error: {"code":7}'],
    [undefined, "Error: (no message)"],
    [new URIError("URI malformed"), "URI error: URI malformed"],
  ])("%o reads %s", (error, message) => {
    expect(describeUnhandledError(error).message).toBe(message);
  });
});

describe("fitLogEntry", () => {
  it("trims every field to what the server accepts, so the entry passes the schema", () => {
    const long = "x".repeat(50_000);
    const fitted = fitLogEntry(
      LogEntrySchema.parse(entry()) && {
        Message: long,
        Level: LogEntryLevel.ERROR,
        Source: long,
        Timestamp: "2026-11-22T12:00:00.000Z",
        Exception: long,
        Properties: { url: long, route: long, userAgent: long, userName: long, userId: long, status: 500 },
      },
    );
    expect(fitted.Message).toHaveLength(LOG_LIMITS.message);
    expect(fitted.Exception).toHaveLength(LOG_LIMITS.exception);
    expect(fitted.Properties?.status).toBe(500);
    expect(LogEntrySchema.safeParse(fitted).success).toBe(true);
  });

  it("leaves a short entry as it was", () => {
    const original = LogEntrySchema.parse(entry({ Properties: { url: "/api/x", status: 500 } }));
    expect(fitLogEntry(original)).toEqual(original);
  });
});

describe("the schemas", () => {
  it("refuse an entry without its required fields, naming each", () => {
    const result = LogEntrySchema.safeParse({ Properties: {} });
    expect(result.success).toBe(false);
    const fields = result.error!.issues.map((i) => i.path.join("."));
    expect(fields).toEqual(expect.arrayContaining(["Message", "Level", "Source", "Timestamp"]));
  });

  it.each([
    [{ Level: "DEBUG" }, "Level"],
    [{ Timestamp: "yesterday" }, "Timestamp"],
    [{ Message: "" }, "Message"],
    [{ Properties: { status: "500" } }, "Properties.status"],
  ])("refuse %o at %s", (over, field) => {
    const result = LogEntrySchema.safeParse(entry(over));
    expect(result.error?.issues[0]?.path.join(".")).toBe(field);
  });

  it("take a batch of 1 to 100 entries", () => {
    expect(LogExternalBatchSchema.safeParse([]).success).toBe(false);
    expect(LogExternalBatchSchema.safeParse(Array.from({ length: 100 }, () => entry())).success).toBe(true);
    expect(LogExternalBatchSchema.safeParse(Array.from({ length: 101 }, () => entry())).success).toBe(false);
  });

  it("read the ErrorLogs filters from a query string, with paging defaults", () => {
    expect(GetErrorLogsQuerySchema.parse({ Level: "", Text: "" })).toEqual({ PageNumber: 1, PageSize: 25 });
    expect(GetErrorLogsQuerySchema.parse({ PageNumber: "3", PageSize: "50", Level: "WARN" })).toEqual({
      PageNumber: 3,
      PageSize: 50,
      Level: "WARN",
    });
    const reversed = GetErrorLogsQuerySchema.safeParse({
      From: "2026-11-22T00:00:00Z",
      To: "2026-11-21T00:00:00Z",
    });
    expect(reversed.error?.issues[0]?.path).toEqual(["To"]);
    expect(GetErrorLogsQuerySchema.safeParse({ PageSize: "101" }).success).toBe(false);
  });
});
