import { Writable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { AccessLogController, SLOW_REQUEST_MS } from "./access-log.ts";
import { createLogger, redactUrl } from "./logger.ts";

const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJvcmciOjF9.c2lnbmF0dXJl";

describe("the access log", () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it.each([
    [`/embed/dashboard/${TOKEN}`, "/embed/dashboard/[redacted]"],
    [`/embed/dashboard/${TOKEN}?bordered=false#x`, "/embed/dashboard/[redacted]?bordered=false#x"],
    [`/api/x?token=${TOKEN}&Id=3`, "/api/x?token=[redacted]&Id=3"],
    [`/api/x?Id=3&Token=${TOKEN}`, "/api/x?Id=3&Token=[redacted]"],
    [`/hub?access_token=${TOKEN}`, "/hub?access_token=[redacted]"],
    [
      "/api/Shared/ConvertStringtoEncryptedString?inputParam=42",
      "/api/Shared/ConvertStringtoEncryptedString?inputParam=[redacted]",
    ],
    ["/api/Image/load?path=a.jpg&fname=token.jpg", "/api/Image/load?path=a.jpg&fname=token.jpg"],
  ])("keeps %s as %s", (url, kept) => {
    expect(redactUrl(url)).toBe(kept);
  });

  /** A Fastify instance logging like the portal's, at `level`, into `lines`. */
  const appLoggingInto = (level: string, lines: string[]): FastifyInstance => {
    const sink = new Writable({
      write: (chunk: Buffer, _enc, done) => {
        lines.push(chunk.toString());
        done();
      },
    });
    return Fastify({
      loggerInstance: createLogger(level, sink),
      logController: new AccessLogController(),
    }) as unknown as FastifyInstance;
  };

  it("writes no embedded-dashboard token and no token query value", async () => {
    const lines: string[] = [];
    app = appLoggingInto("debug", lines);
    app.get("/embed/dashboard/*", async () => "page");
    app.get("/api/links", async () => ({}));
    await app.inject({ method: "GET", url: `/embed/dashboard/${TOKEN}` });
    await app.inject({ method: "GET", url: `/api/links?token=${TOKEN}` });
    const log = lines.join("");
    expect(log).toContain('"url":"/embed/dashboard/[redacted]"');
    expect(log).toContain('"url":"/api/links?token=[redacted]"');
    expect(log).not.toContain(TOKEN);
  });

  it("at info keeps quiet about ordinary requests and writes the slow and the failed ones", async () => {
    const lines: string[] = [];
    app = appLoggingInto("info", lines);
    app.get("/api/quick", async () => ({}));
    app.get("/api/missing", async (_request, reply) => reply.code(404).send({}));
    app.get("/api/slow", async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      return {};
    });
    app.get("/api/broken", async (_request, reply) => reply.code(500).send({}));
    for (let i = 0; i < 20; i += 1) await app.inject({ method: "GET", url: "/api/quick" });
    await app.inject({ method: "GET", url: "/api/missing" });
    await app.inject({ method: "GET", url: "/api/slow" });
    await app.inject({ method: "GET", url: "/api/broken" });
    const entries = lines.map(
      (line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } },
    );
    expect(entries.map((e) => [e.level, e.msg, e.req?.url])).toEqual([
      [30, "slow request", "/api/slow"],
      [40, "request failed", "/api/broken"],
    ]);
  });

  it("at debug writes every request, with its status and time", async () => {
    const lines: string[] = [];
    app = appLoggingInto("debug", lines);
    app.get("/api/quick", async () => ({}));
    await app.inject({ method: "GET", url: "/api/quick" });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.map((e) => e.msg)).toEqual(["incoming request", "request completed"]);
    expect(entries[1]).toMatchObject({ level: 20, res: { statusCode: 200 } });
    expect(typeof entries[1]!.responseTime).toBe("number");
  });
});
