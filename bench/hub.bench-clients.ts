import { HubEvent, type MessageReceivedPayload } from "@fieldstead/domain";
import type { Socket } from "socket.io-client";
import { connectHubClient } from "../apps/server/src/modules/hub/hub.test-kit.ts";

/** What the benchmark asks of this process, which holds the browser tabs apart from the server's. */
export type ClientsCommand =
  { kind: "connect"; base: string; token: string; count: number } | { kind: "close" };
/** What this process answers: all connected, every tab has a round's message, or all closed. */
export type ClientsReport =
  | { kind: "connected" }
  | { kind: "round"; round: number }
  | { kind: "closed" }
  | { kind: "failed"; message: string };

const BATCH = 100;
let sockets: Socket[] = [];
const received = new Map<number, number>();

const report = (message: ClientsReport) => process.send?.(message);

const onMessage = ({ Notification }: MessageReceivedPayload) => {
  const round = Notification.NotificationGridId;
  const count = (received.get(round) ?? 0) + 1;
  received.set(round, count);
  if (count === sockets.length) {
    received.delete(round);
    report({ kind: "round", round });
  }
};

const connectAll = async ({ base, token, count }: { base: string; token: string; count: number }) => {
  for (let opened = 0; opened < count; opened += BATCH) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(BATCH, count - opened) }, () =>
        connectHubClient(base, { auth: { token }, timeout: 30_000 }),
      ),
    );
    for (const socket of batch) socket.on(HubEvent.MessageReceived, onMessage);
    sockets.push(...batch);
  }
};

process.on("message", (command: ClientsCommand) => {
  if (command.kind === "connect") {
    connectAll(command).then(
      () => report({ kind: "connected" }),
      (err: unknown) => report({ kind: "failed", message: err instanceof Error ? err.message : String(err) }),
    );
    return;
  }
  for (const socket of sockets) socket.close();
  sockets = [];
  report({ kind: "closed" });
});
