import { AssistantAskContract, ASSISTANT_TEXT, splitHtmlBlocks, type AssistantAsk } from "@fieldstead/domain";
import {
  ApiError,
  authHeaders,
  OFFLINE_MESSAGE,
  OFFLINE_SNACKBAR_MS,
  REQUEST_TIMEOUT_MS,
} from "../../../lib/http.ts";
import { sanitizeHtml } from "../../../lib/sanitize-html.ts";
import { showErrorSnackbar } from "../../../lib/snackbar.ts";
import { logAssistantFailure } from "../assistant-log.ts";
import { authenticateAssistant, clearAssistantAuth, isAssistantAuthenticated } from "./assistant-auth.ts";

export type AskStreamOptions = {
  /** Called with each block of the answer as it arrives, sanitised. */
  onChunk: (html: string) => void;
  signal?: AbortSignal;
};

const ASK_URL = `/api${AssistantAskContract.path}`;
/** Streamed chunks holding a script tag are dropped whole (portal-shell §5). */
const SCRIPT_TAG = /<script/i;

const abortError = (signal: AbortSignal): unknown =>
  signal.reason ?? new DOMException("The answer was stopped.", "AbortError");

/**
 * One POST of the question. Straight through fetch, not apiFetch: the body is read as it streams, and a 401
 * here is cured by signing in to the assistant again, not by ending the session. The time-out covers the wait
 * for the answer to start, not the streaming of a long answer.
 */
const postAsk = async (payload: AssistantAsk, signal: AbortSignal | undefined): Promise<Response> => {
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new DOMException("the assistant did not answer in time", "TimeoutError")),
    REQUEST_TIMEOUT_MS,
  );
  try {
    return await fetch(ASK_URL, {
      method: "POST",
      headers: { ...authHeaders(), "Content-Type": "application/json", Accept: "text/html" },
      credentials: "include",
      body: JSON.stringify(payload),
      signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal,
    });
  } finally {
    clearTimeout(timer);
  }
};

const discard = (response: Response) => response.body?.cancel().catch(() => undefined);

/**
 * Reads the answer as it arrives. The network may cut a block across two reads, so blocks are put back
 * together before each is checked for a script, sanitised and handed on.
 */
const readAnswer = async (
  body: ReadableStream<Uint8Array>,
  { onChunk, signal }: AskStreamOptions,
): Promise<void> => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const emit = (blocks: readonly string[]) => {
    for (const block of blocks) {
      if (SCRIPT_TAG.test(block)) continue;
      const safe = sanitizeHtml(block);
      if (safe.trim() !== "") onChunk(safe);
    }
  };
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener("abort", stop, { once: true });
  let pending = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done || signal?.aborted) break;
      const { blocks, rest } = splitHtmlBlocks(pending + decoder.decode(value, { stream: true }));
      pending = rest;
      emit(blocks);
    }
  } finally {
    signal?.removeEventListener("abort", stop);
  }
  if (signal?.aborted) throw abortError(signal);
  emit([pending + decoder.decode()]);
};

/**
 * Asks the assistant and streams its answer (portal-shell §7.1, §8). Signs in to the assistant first when this
 * browser is not yet; an answer that is refused (any status, 401 included) clears the flag, signs in again and
 * asks once more, and a second refusal fails with 'HTTP error! status: {status}'. An abort rejects with the
 * signal's reason, which the caller ignores.
 */
export const askAssistant = async (payload: AssistantAsk, options: AskStreamOptions): Promise<void> => {
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    showErrorSnackbar(OFFLINE_MESSAGE, OFFLINE_SNACKBAR_MS);
    throw new ApiError(0, OFFLINE_MESSAGE, "OFFLINE");
  }
  const { signal } = options;
  const signIn = () =>
    authenticateAssistant().catch((err: unknown) => logAssistantFailure("assistant sign-in failed", err));
  if (!isAssistantAuthenticated()) await signIn();
  let response = await postAsk(payload, signal);
  if (!response.ok) {
    void discard(response);
    clearAssistantAuth();
    await signIn();
    if (signal?.aborted) throw abortError(signal);
    response = await postAsk(payload, signal);
    if (!response.ok) {
      void discard(response);
      throw new Error(`${ASSISTANT_TEXT.httpError}: ${response.status}`);
    }
  }
  if (!response.body) throw new Error("the assistant's answer had no body");
  await readAnswer(response.body, options);
};
