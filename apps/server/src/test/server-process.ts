import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const MAIN = fileURLToPath(new URL("../main.ts", import.meta.url));
const STARTED = "Fieldstead is running at";

export type ServerProcess = { child: ChildProcess; base: string; output: () => string };

/** A loopback port nobody listens on at the moment. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts the server as it is run in production (`node --import tsx apps/server/src/main.ts`) with these
 * variables, and answers once it listens; fails with its output when it stops or is slow to start.
 */
export const startServerProcess = (
  env: Record<string, string>,
  { startMs = 90_000, nodeArgs = [] }: { startMs?: number; nodeArgs?: string[] } = {},
): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", MAIN], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", HOST: "127.0.0.1", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const base = `http://127.0.0.1:${env.PORT}`;
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${why}\n${output}`));
    };
    const timer = setTimeout(() => fail(`the server did not start within ${startMs} ms`), startMs);
    const listen = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      if (!output.includes(STARTED)) return;
      clearTimeout(timer);
      child.off("exit", onExit);
      resolve({ child, base, output: () => output });
    };
    const onExit = (code: number | null) => fail(`the server stopped (exit ${code})`);
    child.stdout.on("data", listen);
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.once("exit", onExit);
  });

/** Asks the server to stop (SIGTERM), and kills it when it has not within the wait. */
export const stopServerProcess = async (
  server: ServerProcess | undefined,
  waitMs = 10_000,
): Promise<void> => {
  const child = server?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), waitMs);
  await exited;
  clearTimeout(timer);
};
