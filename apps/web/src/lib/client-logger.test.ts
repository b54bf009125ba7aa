import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LogEntry } from "@fieldstead/domain";
import { ApiError, type ApiCallRecord } from "./http.ts";
import { createClientLogger, MAX_QUEUED_ENTRIES, type ClientLoggerDeps } from "./client-logger.ts";
import { installClientLogging } from "./client-logger-install.ts";

const ON = { isEnabled: true, isInfoEnabled: false, environment: "production" };

const call = (over: Partial<ApiCallRecord> = {}): ApiCallRecord => ({
  method: "GET",
  url: "/api/Things/Get",
  status: 500,
  durationMs: 42,
  requestId: "req-1",
  ...over,
});

describe("the client log", () => {
  let sent: LogEntry[][];
  let send: ReturnType<typeof vi.fn<ClientLoggerDeps["send"]>>;
  let sendOnExit: ReturnType<typeof vi.fn<ClientLoggerDeps["sendOnExit"]>>;
  let user: { id: number; name: string } | null;
  let canSend: boolean;

  const make = () =>
    createClientLogger({
      send,
      sendOnExit,
      currentUser: () => user,
      canSend: () => canSend,
      page: () => ({ href: "http://x.test/#/dashboard", route: "/dashboard", userAgent: "TestBrowser/1" }),
      now: () => new Date(Date.now()),
    });
  const error = (n: number, message = `boom ${n}`) => ({ level: "ERROR" as const, source: "test", message });

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-22T15:00:00Z") });
    sent = [];
    send = vi.fn(async (entries: LogEntry[]) => void sent.push(entries));
    sendOnExit = vi.fn();
    user = { id: 7, name: "Ada Admin" };
    canSend = true;
  });
  afterEach(() => vi.useRealTimers());

  it("sends nothing until the configuration says logging is on, then every 20 s", async () => {
    const logger = make();
    logger.start();
    logger.log(error(1));
    await vi.advanceTimersByTimeAsync(20_000);
    expect(send).not.toHaveBeenCalled();

    logger.configure(ON);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]![0]).toEqual({
      Message: "boom 1",
      Level: "ERROR",
      Source: "test",
      Timestamp: "2026-11-22T15:00:00.000Z",
      Properties: {
        environment: "production",
        userAgent: "TestBrowser/1",
        timestamp: "2026-11-22T15:00:00.000Z",
        route: "/dashboard",
        userId: 7,
        userName: "Ada Admin",
      },
    });
    expect(logger.pending()).toHaveLength(0);
    logger.stop();
  });

  it("sends a batch of 10 as soon as 10 entries wait", async () => {
    const logger = make();
    logger.configure(ON);
    for (let i = 0; i < 9; i += 1) logger.log(error(i));
    await vi.advanceTimersByTimeAsync(0);
    expect(send).not.toHaveBeenCalled();
    logger.log(error(9));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent.map((b) => b.length)).toEqual([10]);
  });

  it("sends nothing and keeps nothing when logging is off", async () => {
    const logger = make();
    logger.log(error(1));
    logger.configure({ ...ON, isEnabled: false });
    expect(logger.pending()).toHaveLength(0);
    for (let i = 0; i < 12; i += 1) logger.log(error(i));
    await logger.flush();
    expect(send).not.toHaveBeenCalled();
    expect(logger.pending()).toHaveLength(0);
  });

  it("drops INFO entries unless info logs are on", async () => {
    const logger = make();
    logger.log({ level: "INFO", source: "test", message: "before the configuration" });
    logger.configure(ON);
    logger.log({ level: "INFO", source: "test", message: "info off" });
    logger.log({ level: "WARN", source: "test", message: "warn" });
    expect(logger.pending().map((e) => e.Message)).toEqual(["warn"]);

    const verbose = make();
    verbose.configure({ ...ON, isInfoEnabled: true });
    verbose.log({ level: "INFO", source: "test", message: "info on" });
    expect(verbose.pending().map((e) => e.Message)).toEqual(["info on"]);
  });

  it("retries a failed send once after 5 s, and keeps the queue when that fails too", async () => {
    const logger = make();
    logger.configure(ON);
    send.mockRejectedValue(new ApiError(503, "Server-side error: 503 Service Unavailable"));
    logger.log(error(1));
    void logger.flush();
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(send).toHaveBeenCalledTimes(2);
    expect(logger.pending().map((e) => e.Message)).toEqual(["boom 1"]);

    send.mockImplementation(async (entries) => void sent.push(entries));
    await logger.flush();
    expect(sent.flat().map((e) => e.Message)).toEqual(["boom 1"]);
    expect(logger.pending()).toHaveLength(0);
  });

  it("drops a batch the server refuses as invalid (sending it again cannot help)", async () => {
    const logger = make();
    logger.configure(ON);
    send.mockRejectedValueOnce(new ApiError(400, "Invalid request: 0.Message: is required"));
    logger.log(error(1));
    await logger.flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(logger.pending()).toHaveLength(0);
  });

  it("waits while offline or signed out, then sends what it kept", async () => {
    const logger = make();
    logger.configure(ON);
    canSend = false;
    for (let i = 0; i < 10; i += 1) logger.log(error(i));
    await logger.flush();
    expect(send).not.toHaveBeenCalled();
    expect(logger.pending()).toHaveLength(10);
    canSend = true;
    logger.log(error(10));
    await logger.flush();
    expect(sent.map((b) => b.length)).toEqual([10, 1]);
  });

  it("never sends one person's entries under another person's session", async () => {
    const logger = make();
    logger.configure(ON);
    canSend = false;
    logger.log(error(1, "first person's"));
    user = null;
    logger.log(error(2, "before signing in"));
    user = { id: 8, name: "Ben" };
    canSend = true;
    await logger.flush();
    expect(sent.flat().map((e) => e.Message)).toEqual(["before signing in"]);
  });

  it("keeps at most 500 entries, the newest", () => {
    const logger = make();
    for (let i = 0; i < MAX_QUEUED_ENTRIES + 5; i += 1) logger.log(error(i));
    expect(logger.pending()).toHaveLength(MAX_QUEUED_ENTRIES);
    expect(logger.pending()[0]!.Message).toBe("boom 5");
  });

  it.each([
    [401, "INFO"],
    [404, "WARN"],
    [500, "ERROR"],
  ])("logs a call that failed with %i as %s, with the call's details", (status, level) => {
    const logger = make();
    logger.configure({ ...ON, isInfoEnabled: true });
    logger.logApiCall(call({ status, method: "POST", url: "/api/Lease/Save" }));
    expect(logger.pending()[0]).toMatchObject({
      Level: level,
      Source: "api",
      Message: `POST /api/Lease/Save failed with status ${status}`,
      Properties: { method: "POST", url: "/api/Lease/Save", status, duration: 42, requestId: "req-1" },
    });
  });

  it("does not log calls that worked, or the log call itself", () => {
    const logger = make();
    logger.configure(ON);
    logger.logApiCall(call({ status: 200 }));
    logger.logApiCall(call({ status: 503, method: "POST", url: "/api/Logs/LogExternalBatch" }));
    expect(logger.pending()).toHaveLength(0);
  });

  it("sends what is left when the page goes away", () => {
    const logger = make();
    logger.configure(ON);
    logger.log(error(1));
    logger.flushOnExit();
    expect(sendOnExit).toHaveBeenCalledWith([expect.objectContaining({ Message: "boom 1" })]);
    expect(logger.pending()).toHaveLength(0);
  });

  describe("in the page", () => {
    it("classifies an unhandled error, logs it with the page address and lets it go on", () => {
      const logger = make();
      logger.configure(ON);
      const target = new EventTarget();
      const uninstall = installClientLogging(logger, target as unknown as Window);
      const event = Object.assign(new Event("error", { cancelable: true }), {
        error: new TypeError("x is not a function"),
      });
      target.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(logger.pending()[0]).toMatchObject({
        Level: "ERROR",
        Source: "window",
        Message: "Type error: x is not a function",
        Properties: { url: "http://x.test/#/dashboard" },
      });
      expect(logger.pending()[0]!.Exception).toContain("TypeError: x is not a function");
      uninstall();
    });

    it("logs an unhandled rejection, but not a failed call's error twice", () => {
      const logger = make();
      logger.configure(ON);
      const target = new EventTarget();
      const uninstall = installClientLogging(logger, target as unknown as Window);
      const rejection = (reason: unknown) =>
        Object.assign(new Event("unhandledrejection", { cancelable: true }), { reason });
      const event = rejection(new RangeError("Invalid array length"));
      target.dispatchEvent(event);
      target.dispatchEvent(rejection(new ApiError(500, "Server-side error: 500")));
      expect(event.defaultPrevented).toBe(false);
      expect(logger.pending().map((e) => [e.Source, e.Message])).toEqual([
        ["promise", "Range error: Invalid array length"],
      ]);
      uninstall();
      target.dispatchEvent(rejection(new Error("after uninstall")));
      expect(logger.pending()).toHaveLength(1);
    });
  });
});
