import { once } from "node:events";
import { request, type Agent } from "node:http";
import { connect } from "node:net";

/** A JSON POST over a kept-alive connection, answering the parsed reply; a non-200 answer is an error. */
export const postJson = (
  agent: Agent,
  url: URL,
  headers: Record<string, string>,
  body: unknown,
): Promise<unknown> =>
  new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if (res.statusCode !== 200)
            reject(new Error(`${url.pathname} answered ${res.statusCode}: ${text}`));
          else resolve(JSON.parse(text));
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });

/**
 * One kept-alive HTTP/1.1 connection sending the same JSON POST again and again, as a load generator does:
 * the request is built once and the answer is read by its Content-Length without being parsed, so the
 * process's CPU goes to the server under test rather than to the client.
 */
export const openRawCaller = async (
  url: URL,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ call: () => Promise<void>; close: () => void }> => {
  const payload = Buffer.from(JSON.stringify(body));
  const head = [
    `POST ${url.pathname} HTTP/1.1`,
    `host: ${url.host}`,
    "content-type: application/json",
    `content-length: ${payload.length}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "",
    "",
  ].join("\r\n");
  const message = Buffer.concat([Buffer.from(head, "latin1"), payload]);
  const socket = connect(Number(url.port), url.hostname);
  socket.setNoDelay(true);
  await once(socket, "connect");
  let waiting: { resolve: () => void; reject: (err: Error) => void } | null = null;
  let received: Buffer = Buffer.alloc(0);
  const settle = (err?: Error) => {
    const current = waiting;
    waiting = null;
    if (err) current?.reject(err);
    else current?.resolve();
  };
  socket.on("data", (chunk: Buffer) => {
    received = received.length > 0 ? Buffer.concat([received, chunk]) : chunk;
    const headEnd = received.indexOf("\r\n\r\n");
    if (headEnd < 0) return;
    const answerHead = received.subarray(0, headEnd).toString("latin1");
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(answerHead)?.[1] ?? Number.NaN);
    if (Number.isNaN(length)) return settle(new Error(`no content-length in ${answerHead}`));
    if (received.length < headEnd + 4 + length) return;
    const status = Number(answerHead.slice(9, 12));
    received = received.subarray(headEnd + 4 + length);
    settle(status === 200 ? undefined : new Error(`${url.pathname} answered ${status}`));
  });
  socket.on("error", (err) => settle(err));
  socket.on("close", () => settle(new Error("the server closed the connection")));
  return {
    call: () =>
      new Promise<void>((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(message);
      }),
    close: () => socket.destroy(),
  };
};
