import { MessageChannel, type MessagePort } from "node:worker_threads";
import type { WorkerPool, WorkerTaskInput, WorkerTaskName, WorkerTaskOutput } from "./worker-pool.ts";

/**
 * A conversation between a task in a worker and the main thread, beside the task's own input and result: the
 * task asks the main thread for what only it can do (read the database) and hands over messages (progress,
 * results in pieces small enough to take in without holding up the event loop).
 */
type ToMain =
  | { type: "ask"; id: number; name: string; args: unknown }
  | { type: "message"; message: unknown }
  | { type: "end" };
type ToWorker = { type: "answer"; id: number; value?: unknown; error?: string };

/** The task's side. */
export type TaskPort = {
  ask<T>(name: string, args: unknown): Promise<T>;
  send(message: unknown): void;
  /** Called by the task when it is done, after its last `send`. */
  end(): void;
};

export const taskPort = (port: MessagePort): TaskPort => {
  let nextId = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  port.on("message", (answer: ToWorker) => {
    const pending = waiting.get(answer.id);
    if (!pending) return;
    waiting.delete(answer.id);
    if (answer.error !== undefined) pending.reject(new Error(answer.error));
    else pending.resolve(answer.value);
  });
  const post = (message: ToMain) => port.postMessage(message);
  return {
    ask: <T>(name: string, args: unknown) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
        post({ type: "ask", id, name, args });
      }),
    send: (message) => post({ type: "message", message }),
    end: () => {
      post({ type: "end" });
      port.close();
    },
  };
};

/** Tasks whose input carries a `port` for the conversation. */
type PortTask = {
  [N in WorkerTaskName]: WorkerTaskInput<N> extends { port: MessagePort } ? N : never;
}[WorkerTaskName];

export type MainSide = {
  /** Answers a question of the task; a thrown error is handed to the task as its message. */
  ask(name: string, args: unknown): Promise<unknown>;
  onMessage(message: unknown): void;
};

/**
 * Runs `task` with a port of its own; the result is given once every message the task sent before ending has
 * been handled here.
 */
export const runWithPort = async <N extends PortTask>(
  pool: WorkerPool,
  task: N,
  input: Omit<WorkerTaskInput<N>, "port">,
  side: MainSide,
): Promise<WorkerTaskOutput<N>> => {
  const { port1, port2 } = new MessageChannel();
  let ended!: () => void;
  const allHandled = new Promise<void>((resolve) => (ended = resolve));
  port1.on("message", (message: ToMain) => {
    if (message.type === "message") side.onMessage(message.message);
    else if (message.type === "end") ended();
    else
      side.ask(message.name, message.args).then(
        (value) => port1.postMessage({ type: "answer", id: message.id, value } satisfies ToWorker),
        (err: unknown) =>
          port1.postMessage({
            type: "answer",
            id: message.id,
            error: err instanceof Error ? err.message : String(err),
          } satisfies ToWorker),
      );
  });
  try {
    const result = await pool.run(task, { ...input, port: port2 } as WorkerTaskInput<N>, [port2]);
    await allHandled;
    return result;
  } finally {
    port1.close();
  }
};
