import type { z } from "zod";
import {
  API_VERSION_HEADER,
  type Contract,
  type ContractReply,
  type RepliedContract,
} from "@fieldstead/domain";
import { earlyCallKey, startEarly, takeEarly } from "./early-calls.ts";
import { loader } from "./loader.ts";
import { showErrorSnackbar } from "./snackbar.ts";
import { STORAGE_KEYS, sessionStore } from "./storage.ts";

/** Request time-out of the main API (spec README: 60 000 ms). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** Offline before a call (portal-shell §8): red snackbar with OK for 10 s, and the call is aborted. */
export const OFFLINE_MESSAGE = "Please check your internet connection.";
export const OFFLINE_SNACKBAR_MS = 10_000;
/** What a failed call says when the server's reply gives no message of its own (portal-shell §8). */
export const GENERIC_ERROR_MESSAGE = "Something bad happened; please try again later.";
/** The header that carries the stored login database name (portal-shell §7.5). */
export const DATABASE_NAME_HEADER = "DatabaseName";

/** A field the server refused (a 400's `fields`), so a form can show the message beside the field. */
export type ApiFieldProblem = { field: string; message: string };

/** An API failure with the server's message (its StatusMessage) and HTTP status (0: the call never got an answer). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly fields: readonly ApiFieldProblem[];
  constructor(status: number, message: string, code?: string, fields: readonly ApiFieldProblem[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

/** What every finished call reports (the client log records failed ones). */
export type ApiCallRecord = {
  method: string;
  url: string;
  status: number;
  durationMs: number;
  requestId: string;
};

type Listener<T> = (value: T) => void;
const unauthorisedListeners = new Set<Listener<ApiError>>();
const callListeners = new Set<Listener<ApiCallRecord>>();
const listen = <T>(set: Set<Listener<T>>, listener: Listener<T>) => {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
};

/** Called on a 401 for a signed-in user on any call but the login and auth family. */
export const onUnauthorised = (listener: Listener<ApiError>): (() => void) =>
  listen(unauthorisedListeners, listener);
/** Called after every call, answered or not. */
export const onApiCall = (listener: Listener<ApiCallRecord>): (() => void) => listen(callListeners, listener);

/** Calls of the login family and the auth helpers never open the session-expired dialog. */
const isLoginCall = (path: string) => /^\/(Login|auth|sso)(\/|$)/i.test(path);

/**
 * The headers every call sends besides its content: the XMLHttpRequest marker (the session itself goes in its
 * HttpOnly cookie, which needs it on every state-changing call) and the stored database name. For the calls that
 * cannot go through apiFetch (file uploads with progress, file downloads, the assistant's stream).
 */
export const authHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = { "X-Requested-With": "XMLHttpRequest" };
  const databaseName = localStorage.getItem(STORAGE_KEYS.databaseName);
  if (databaseName) headers[DATABASE_NAME_HEADER] = databaseName;
  return headers;
};

/**
 * A refused call's reply (status and JSON body) as an ApiError with the server's message; a 401 for a
 * signed-in user ends the session on screen, as for every other call.
 */
export const refusalError = (status: number, body: unknown): ApiError => {
  const reply = (body ?? {}) as { StatusMessage?: string; error?: string; fields?: ApiFieldProblem[] };
  const error = new ApiError(
    status,
    reply.StatusMessage ?? GENERIC_ERROR_MESSAGE,
    reply.error,
    Array.isArray(reply.fields) ? reply.fields : [],
  );
  if (status === 401 && sessionStore.peek()) unauthorisedListeners.forEach((l) => l(error));
  return error;
};

/** A refused fetch Response as an ApiError (see refusalError). */
export const refusalOf = async (response: Response): Promise<ApiError> =>
  refusalError(response.status, await response.json().catch(() => ({})));

const newRequestId = (): string =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export type ApiFetchOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  /** Background calls (polling, logging) do not show the global loader. */
  isSilent?: boolean;
  /** Defaults to the main API's 60 s. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** The API version a versioned call must be sent with (the contract's `apiVersion`). */
  apiVersion?: number;
};

const parseBody = (text: string): unknown => {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/**
 * Calls /api{path}: credentials (the session cookie), JSON, the XMLHttpRequest marker, the stored database
 * name, a time-out, and the offline check first. Failures become ApiError with the spec's messages.
 */
export const apiFetch = async <T>(
  path: string,
  {
    method = "GET",
    body,
    isSilent = false,
    timeoutMs = REQUEST_TIMEOUT_MS,
    signal,
    apiVersion,
  }: ApiFetchOptions = {},
): Promise<T> => {
  if (typeof navigator !== "undefined" && navigator.onLine === false) {
    showErrorSnackbar(OFFLINE_MESSAGE, OFFLINE_SNACKBAR_MS);
    throw new ApiError(0, OFFLINE_MESSAGE, "OFFLINE");
  }
  // The stored record even past its expiry: a 401 for it must still end the session on screen.
  const user = sessionStore.peek();
  const requestId = newRequestId();
  const headers: Record<string, string> = {
    "X-Requested-With": "XMLHttpRequest",
    "X-Request-Id": requestId,
    Accept: "application/json",
  };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (apiVersion !== undefined) headers[API_VERSION_HEADER] = String(apiVersion);
  const databaseName = localStorage.getItem(STORAGE_KEYS.databaseName);
  if (databaseName) headers[DATABASE_NAME_HEADER] = databaseName;

  const started = performance.now();
  const url = `/api${path}`;
  const report = (status: number) =>
    callListeners.forEach((l) =>
      l({ method, url, status, durationMs: Math.round(performance.now() - started), requestId }),
    );
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!isSilent) loader.requestStarted();
  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        credentials: "include",
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (err) {
      report(0);
      if (signal?.aborted) throw err;
      const reason = timeout.aborted
        ? `the server did not answer within ${Math.round(timeoutMs / 1000)} s`
        : err instanceof Error
          ? err.message
          : String(err);
      throw new ApiError(0, `Client-side error: ${reason}`, "NETWORK");
    }
    const data = parseBody(await response.text());
    report(response.status);
    if (!response.ok) {
      const reply = (data ?? {}) as { StatusMessage?: string; error?: string; fields?: ApiFieldProblem[] };
      const message =
        reply.StatusMessage ??
        (response.statusText
          ? `Server-side error: ${response.status} ${response.statusText}`
          : GENERIC_ERROR_MESSAGE);
      const fields = Array.isArray(reply.fields) ? reply.fields : [];
      const error = new ApiError(response.status, message, reply.error, fields);
      // A 401 is passed on unchanged so the session can expire.
      if (response.status === 401 && user && !isLoginCall(path))
        unauthorisedListeners.forEach((l) => l(error));
      throw error;
    }
    return data as T;
  } finally {
    if (!isSilent) loader.requestEnded();
  }
};

/** What a contract's call sends besides its method and path: the body, the query string's values, options. */
export type CallInput = Omit<ApiFetchOptions, "method" | "apiVersion"> & {
  /** The query string; values left undefined or empty are not sent. */
  query?: Record<string, string | number | boolean | null | undefined>;
};

/** The query string of a call ('?A=1&B=x'), without the values that are not set; '' when none is. */
export const querySearch = (query: CallInput["query"]): string => {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : "";
};

/**
 * Calls an endpoint by its contract: its method, path and API version. `query` becomes the query string of a
 * GET; `body` is sent as JSON. The answer has the type of the contract's reply schema (files and streams have
 * helpers of their own).
 */
export function callContract<C extends RepliedContract>(
  contract: C,
  { body, query, ...options }: CallInput = {},
): Promise<ContractReply<C>> {
  const address = `${contract.path}${querySearch(query)}`;
  const key = earlyCallKey(contract.method, address, body);
  return (
    takeEarly<ContractReply<C>>(key) ??
    apiFetch<ContractReply<C>>(address, {
      ...options,
      method: contract.method,
      ...(body === undefined ? {} : { body }),
      ...(contract.apiVersion === undefined ? {} : { apiVersion: contract.apiVersion }),
    })
  );
}

/**
 * Starts a read call before the screen that makes it has loaded (a route's prefetch): the screen's identical
 * call, made within seconds, takes this answer instead of asking again. Silent; a failure is left to the
 * screen's own call.
 */
export const callContractEarly = <C extends RepliedContract>(
  contract: C,
  input: Omit<CallInput, "isSilent" | "signal"> = {},
): void =>
  startEarly(earlyCallKey(contract.method, `${contract.path}${querySearch(input.query)}`, input.body), () =>
    callContract(contract, { ...input, isSilent: true }),
  );

/**
 * A list's page call for the grid: the query as the body, silent (the grid shows its own loading state); the
 * contract types the query (its body as the caller writes it) and the page.
 */
export const listPageCall =
  <C extends RepliedContract>(contract: C) =>
  (query: ContractBodyInput<C>): Promise<ContractReply<C>> =>
    callContract(contract, { body: query, isSilent: true });

/** What a contract's body takes as the caller writes it (before its defaults and transforms). */
export type ContractBodyInput<C extends Contract> = C["body"] extends z.ZodType
  ? z.input<C["body"]>
  : undefined;
