import { LogEntryLevel } from "@fieldstead/domain";
import { clientLogger } from "../../lib/client-logger-install.ts";
import { ApiError } from "../../lib/http.ts";

/** The client log's Source of the shell's own entries. */
export const SHELL_LOG_SOURCE = "shell";

/**
 * Failures the shell only logs, with no message on screen (portal-shell §8: the help hand-off and the
 * helpdesk single sign-on). A failed call is in the client log already; anything else (no stored token) is
 * written to it here, as a warning.
 */
export const logShellFailure = (what: string, err: unknown): void => {
  const reason = err instanceof Error ? err.message : String(err);
  console.warn(`${what}: ${reason}`);
  if (err instanceof ApiError) return;
  clientLogger.log({ level: LogEntryLevel.WARN, source: SHELL_LOG_SOURCE, message: `${what}: ${reason}` });
};
