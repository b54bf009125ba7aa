import { LogEntryLevel } from "@fieldstead/domain";
import { clientLogger } from "../../lib/client-logger-install.ts";
import { ApiError } from "../../lib/http.ts";

/** The client log's Source of the assistant's own entries. */
export const ASSISTANT_LOG_SOURCE = "assistant";

/**
 * Failures the assistant records without a message of their own on screen (a feedback or history call, the
 * sign-in hand-off) or with only the answer's error text. A failed apiFetch call is in the client log
 * already; anything else (the streamed ask, which does not go through apiFetch) is written to it here.
 */
export const logAssistantFailure = (what: string, err: unknown): void => {
  const reason = err instanceof Error ? err.message : String(err);
  console.warn(`${what}: ${reason}`);
  if (err instanceof ApiError) return;
  clientLogger.log({
    level: LogEntryLevel.WARN,
    source: ASSISTANT_LOG_SOURCE,
    message: `${what}: ${reason}`,
  });
};
