import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import type { TestApp } from "../../test/test-app.ts";

export const ASK = "/api/assistant/ask";
/** A question the help answers for every role (its article on asset labels), and a word of its answer. */
export const ANSWERED = "How do I print an asset label?";
export const ANSWER_MARK = /label/i;

export const newChatId = (): string => randomUUID();

export type Streamed = { status: number; contentType: string; chunks: string[]; text: string };

/** Asks over a real HTTP connection and reads the answer as it arrives, chunk by chunk. */
export const askOverHttp = async (baseUrl: string, token: string, body: object): Promise<Streamed> => {
  const res = await fetch(`${baseUrl}${ASK}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  for await (const bytes of res.body ?? []) chunks.push(decoder.decode(bytes, { stream: true }));
  return {
    status: res.status,
    contentType: res.headers.get("content-type") ?? "",
    chunks,
    text: chunks.join(""),
  };
};

/** Starts the app on a free local port and answers its address. */
export const listenLocally = async (t: TestApp): Promise<string> => {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
};

export type FakeModel = { url: string; requests: unknown[]; close(): Promise<void> };

/**
 * A local OpenAI-compatible chat-completions server: streams `pieces` as SSE deltas (a pause between them),
 * or answers `status` without a body when it is not 200 (0: never answers at all).
 */
export const startFakeModel = async (pieces: string[], status = 200): Promise<FakeModel> => {
  const requests: unknown[] = [];
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (d: Buffer) => (raw += d.toString("utf8")));
    req.on("end", async () => {
      requests.push(JSON.parse(raw));
      if (status === 0) return;
      if (status !== 200) {
        res.writeHead(status).end("unavailable");
        return;
      }
      res.writeHead(200, { "content-type": "text/event-stream" });
      for (const content of pieces) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`);
        await new Promise((r) => setTimeout(r, 5));
      }
      res.end("data: [DONE]\n\n");
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
};
