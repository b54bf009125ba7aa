import { sessionStore } from "./storage.ts";

/** Request time-out of the main API (spec README: 60 000 ms). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** An API failure with the server's message (its StatusMessage) and HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

type Listener = (error: ApiError) => void;
const unauthorisedListeners = new Set<Listener>();
/** Called on a 401 for a signed-in user on any call but the login family. */
export const onUnauthorised = (listener: Listener): (() => void) => {
  unauthorisedListeners.add(listener);
  return () => unauthorisedListeners.delete(listener);
};

const isLoginCall = (path: string) => /^\/Login(\/|$)/i.test(path);

/** Calls /api{path} with credentials, JSON, the XMLHttpRequest marker, the bearer token and a time-out. */
export const apiFetch = async <T>(
  path: string,
  { method = "GET", body }: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown } = {},
): Promise<T> => {
  const user = sessionStore.read();
  const headers: Record<string, string> = {
    "X-Requested-With": "XMLHttpRequest",
    Accept: "application/json",
  };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (user?.Token && !isLoginCall(path)) headers.Authorization = `Bearer ${user.Token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: "include",
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (err) {
    throw new ApiError(0, `Client-side error: ${err instanceof Error ? err.message : String(err)}`);
  }
  const text = await response.text();
  let data: unknown = undefined;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = text;
  }
  if (!response.ok) {
    const reply = (data ?? {}) as { StatusMessage?: string; error?: string };
    const error = new ApiError(
      response.status,
      reply.StatusMessage ?? `Server-side error: ${response.status} ${response.statusText}`,
      reply.error,
    );
    if (response.status === 401 && user && !isLoginCall(path)) unauthorisedListeners.forEach((l) => l(error));
    throw error;
  }
  return data as T;
};
