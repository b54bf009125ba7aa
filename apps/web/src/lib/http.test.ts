import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataFormatsReplySchema } from "@fieldstead/domain";
import { memoryStorage } from "../test/memory-storage.ts";
import { loaderStore, loader } from "./loader.ts";
import { snackbarStore } from "./snackbar.ts";
import {
  ApiError,
  GENERIC_ERROR_MESSAGE,
  OFFLINE_MESSAGE,
  apiFetch,
  callContract,
  authHeaders,
  onApiCall,
  onUnauthorised,
  refusalError,
  refusalOf,
} from "./http.ts";

const inAnHour = () => Date.now() + 3_600_000;

const reply = (status: number, body: unknown, statusText = "") =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, statusText });

describe("the HTTP client", () => {
  let online = true;
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    online = true;
    vi.stubGlobal("localStorage", memoryStorage());
    vi.stubGlobal("navigator", {
      get onLine() {
        return online;
      },
    });
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockReset();
    snackbarStore.set([]);
    loader.reset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("calls a contract with its method and path, its query string, and its API-version header", async () => {
    fetchMock.mockImplementation(async () => reply(200, { ok: 1 }));
    const versioned = {
      method: "POST",
      path: "/FixedAsset/CloneAsset",
      summary: "",
      tag: "",
      access: { kind: "session" },
      reply: DataFormatsReplySchema,
      apiVersion: 2,
    } as const;
    await callContract(versioned, { body: { Id: 3 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/FixedAsset/CloneAsset");
    expect(init?.method).toBe("POST");
    expect((init?.headers as Record<string, string>)["X-Api-Version"]).toBe("2");
    await callContract(
      { ...versioned, method: "GET", apiVersion: undefined },
      { query: { Id: 3, Q: "a b" } },
    );
    const [plainUrl, plainInit] = fetchMock.mock.calls[1]!;
    expect(plainUrl).toBe("/api/FixedAsset/CloneAsset?Id=3&Q=a+b");
    expect((plainInit?.headers as Record<string, string>)["X-Api-Version"]).toBeUndefined();
  });

  it("sends credentials (the session cookie), JSON, the XMLHttpRequest marker and the stored database name, no token", async () => {
    localStorage.setItem("userDataset", JSON.stringify({ TokenExpiresAt: inAnHour(), Email: "a@b.example" }));
    localStorage.setItem("databaseName", "acme");
    fetchMock.mockResolvedValue(reply(200, { ok: 1 }));
    await expect(apiFetch("/Thing/Do", { method: "POST", body: { A: 1 } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = init!.headers as Record<string, string>;
    expect(url).toBe("/api/Thing/Do");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"A":1}' });
    expect(headers).toMatchObject({
      "X-Requested-With": "XMLHttpRequest",
      "Content-Type": "application/json",
      DatabaseName: "acme",
    });
    expect(headers.Authorization).toBeUndefined();
  });

  it("offline: shows the red snackbar for 10 s and sends nothing", async () => {
    online = false;
    await expect(apiFetch("/Thing/Get")).rejects.toMatchObject({ code: "OFFLINE", message: OFFLINE_MESSAGE });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(snackbarStore.get()).toMatchObject([
      {
        message: "Please check your internet connection.",
        severity: "error",
        durationMs: 10_000,
        hasOk: true,
      },
    ]);
  });

  it("shows the server's StatusMessage, else 'Server-side error: {status} {text}', else the generic text", async () => {
    fetchMock.mockResolvedValueOnce(reply(400, { StatusMessage: "Name is required" }));
    await expect(apiFetch("/A")).rejects.toMatchObject({ status: 400, message: "Name is required" });
    fetchMock.mockResolvedValueOnce(reply(502, undefined, "Bad Gateway"));
    await expect(apiFetch("/A")).rejects.toMatchObject({ message: "Server-side error: 502 Bad Gateway" });
    fetchMock.mockResolvedValueOnce(reply(500, undefined));
    await expect(apiFetch("/A")).rejects.toMatchObject({ message: GENERIC_ERROR_MESSAGE });
  });

  it("reports a call that got no answer as a client-side error", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await apiFetch("/A").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: "Client-side error: Failed to fetch" });
  });

  it("passes a 401 of a signed-in user on to the session, but not for the login family", async () => {
    localStorage.setItem("userDataset", JSON.stringify({ TokenExpiresAt: inAnHour() }));
    const seen: number[] = [];
    const stop = onUnauthorised((e) => seen.push(e.status));
    fetchMock.mockImplementation(async () => reply(401, { StatusMessage: "Session expired" }));
    await apiFetch("/Dashboard/GetDashboardSummary").catch(() => undefined);
    await apiFetch("/Login").catch(() => undefined);
    stop();
    expect(seen).toEqual([401]);
  });

  it("gives uploads and downloads the same headers and the same refusals, a 401 ending the session", async () => {
    localStorage.setItem("userDataset", JSON.stringify({ TokenExpiresAt: inAnHour() }));
    localStorage.setItem("databaseName", "main");
    expect(authHeaders()).toEqual({ "X-Requested-With": "XMLHttpRequest", DatabaseName: "main" });
    const seen: number[] = [];
    const stop = onUnauthorised((e) => seen.push(e.status));
    const refused = refusalError(400, { StatusMessage: "'x.jpg' was refused.", error: "INVALID_REQUEST" });
    expect(refused).toMatchObject({ status: 400, message: "'x.jpg' was refused.", code: "INVALID_REQUEST" });
    expect(await refusalOf(reply(401, { StatusMessage: "Session expired" }))).toMatchObject({ status: 401 });
    stop();
    expect(seen).toEqual([401]);
  });

  it("counts the call as pending while it runs, except background calls", async () => {
    let release: (r: Response) => void = () => undefined;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const call = apiFetch("/Slow");
    await Promise.resolve();
    expect(loaderStore.get().pending).toBe(1);
    release(reply(200, {}));
    await call;
    expect(loaderStore.get().pending).toBe(0);

    fetchMock.mockResolvedValueOnce(reply(200, {}));
    const quiet = apiFetch("/Poll", { isSilent: true });
    expect(loaderStore.get().pending).toBe(0);
    await quiet;
  });

  it("reports every call with its status for the client log", async () => {
    const calls: { url: string; status: number }[] = [];
    const stop = onApiCall((c) => calls.push({ url: c.url, status: c.status }));
    fetchMock.mockResolvedValueOnce(reply(404, { StatusMessage: "No such call" }));
    await apiFetch("/Nope").catch(() => undefined);
    stop();
    expect(calls).toEqual([{ url: "/api/Nope", status: 404 }]);
  });
});
