import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT_DIR, childEnv } from "./repo.ts";

/** Migrating and seeding a fresh embedded database takes about a minute; a busy machine may take longer. */
const STARTUP_TIMEOUT_MS = 300_000;
const STOP_TIMEOUT_MS = 10_000;

export type RunningServer = {
  url: string;
  dataDir: string;
  /** Stops the server; its data directory is removed, or first copied to `keepDataIn`. */
  stop: (options?: { keepDataIn?: string }) => Promise<void>;
};

/** The key that signs embedded-dashboard links on test servers, so a test can make a link of its own (expired). */
export const E2E_EMBED_SECRET = "fieldstead-e2e-embed-signing-key-0123456789";

/** A port nobody listens on right now: the system picks one for a moment and gives it back. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error("no free port"))));
    });
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const isHealthy = async (url: string): Promise<boolean> => {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
    return response.status === 200;
  } catch {
    return false;
  }
};

const waitForExit = (child: ChildProcess, ms: number): Promise<boolean> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(true);
    const timer = setTimeout(() => resolve(false), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

/**
 * Starts the real server the way a person does (`node --import tsx apps/server/src/main.ts`) and waits until it
 * answers: on a fresh embedded database, which it migrates and seeds with the demo data, or on a copy of
 * `seededFrom`, a data directory a stopped server left (seedDataDir), which it opens as it is.
 */
export const startServer = async (webDistDir?: string, seededFrom?: string): Promise<RunningServer> => {
  const dataDir = mkdtempSync(join(tmpdir(), "fieldstead-e2e-"));
  if (seededFrom) cpSync(seededFrom, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = childEnv({
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    // The client log on, whatever the developer's own environment says (e2e/logging.e2e.test.ts).
    CLIENT_LOGGING: "true",
    EMBED_SECRET: E2E_EMBED_SECRET,
    ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
  });
  // The embedded database with its demo data, on this machine only.
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(
    process.execPath,
    ["--import", "tsx", join(ROOT_DIR, "apps", "server", "src", "main.ts")],
    {
      cwd: ROOT_DIR,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  child.stdout?.resume();

  const stop = async ({ keepDataIn }: { keepDataIn?: string } = {}) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      if (!(await waitForExit(child, STOP_TIMEOUT_MS))) {
        child.kill("SIGKILL");
        await waitForExit(child, STOP_TIMEOUT_MS);
        if (keepDataIn)
          throw new Error("the server did not stop cleanly; its data directory is not a safe copy");
      }
    }
    if (keepDataIn) cpSync(dataDir, keepDataIn, { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (!(await isHealthy(url))) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before answering:\n${stderr.trim()}`,
      );
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(
        `The server did not answer ${url}/api/health within ${STARTUP_TIMEOUT_MS / 1000} s:\n${stderr.trim()}`,
      );
    }
    await sleep(250);
  }
  return { url, dataDir, stop };
};

/**
 * A data directory with the migrated and seeded demo database, made once by a server that then stops cleanly:
 * the servers of a run each start on a copy of it in seconds instead of migrating and seeding a minute each.
 * The caller removes it.
 */
export const seedDataDir = async (webDistDir?: string): Promise<string> => {
  const server = await startServer(webDistDir);
  const seeded = mkdtempSync(join(tmpdir(), "fieldstead-e2e-seeded-"));
  await server.stop({ keepDataIn: seeded });
  return seeded;
};
