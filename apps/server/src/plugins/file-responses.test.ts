import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileResponsesPlugin } from "./file-responses.ts";

describe("every reply that carries a file", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(fileResponsesPlugin);
    app.get("/file", async (request, reply) => {
      const { type, disposition } = request.query as { type: string; disposition: string };
      return reply.type(type).header("content-disposition", `${disposition}; filename="f"`).send("x");
    });
    app.get("/json", async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (type: string, disposition: string) =>
    app.inject({ method: "GET", url: `/file?${new URLSearchParams({ type, disposition })}` });

  it.each([
    ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "attachment", "attachment", true],
    ["text/html", "inline", "attachment", true],
    ["image/svg+xml", "inline", "attachment", true],
    ["application/pdf", "inline", "inline", true],
    ["image/png", "inline", "inline", false],
  ])(
    "serves %s sent %s as %s (sandboxed: %s), never sniffed",
    async (type, sent, disposition, isSandboxed) => {
      const res = await get(type, sent);
      expect(res.headers["content-disposition"]).toBe(`${disposition}; filename="f"`);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["content-security-policy"] === "sandbox").toBe(isSandboxed);
    },
  );

  it("leaves replies without a file alone", async () => {
    const res = await app.inject({ method: "GET", url: "/json" });
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });
});
