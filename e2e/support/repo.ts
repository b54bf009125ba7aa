import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root, wherever the tests are started from. */
export const ROOT_DIR = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The environment of a child process as a person's shell would give it, without the test runner's marks. */
export const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // A test-mode NODE_ENV would give a development build of React; VITEST* would leak into the server.
    if (key === "NODE_ENV" || key.startsWith("VITEST")) continue;
    env[key] = value;
  }
  return { ...env, ...extra };
};
