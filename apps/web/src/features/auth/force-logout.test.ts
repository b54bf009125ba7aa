import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { memoryStorage } from "../../test/memory-storage.ts";
import { loader } from "../../lib/loader.ts";
import { forceLogout, setLogoutNavigator } from "./force-logout.ts";

describe("the forced logout", () => {
  const fetchMock = vi.fn<typeof fetch>();
  const replace = vi.fn<(url: string) => void>();
  let cookieWrites: string[];
  let hash: string;

  beforeEach(() => {
    cookieWrites = [];
    hash = "#/dashboard";
    vi.stubGlobal("localStorage", memoryStorage());
    vi.stubGlobal("sessionStorage", memoryStorage());
    vi.stubGlobal("navigator", { onLine: true });
    vi.stubGlobal("fetch", fetchMock);
    vi.stubGlobal("document", {
      get cookie() {
        return "theme=dark";
      },
      set cookie(value: string) {
        cookieWrites.push(value);
      },
    });
    vi.stubGlobal("window", {
      location: {
        pathname: "/",
        get hash() {
          return hash;
        },
        replace,
      },
    });
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ StatusCode: 0 }), { status: 200 }),
    );
    replace.mockReset();
    loader.reset();
    localStorage.setItem(
      "userDataset",
      JSON.stringify({ TokenExpiresAt: Date.now() + 3_600_000, Email: "tech@acme.example" }),
    );
    localStorage.setItem("rememberedEmail", "tech@acme.example");
    localStorage.setItem("sessionExpired", "inactivity");
    sessionStorage.setItem("allowedRoutes", '["/dashboard"]');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("deletes the single-sign-on session, logs out, clears the browser and goes to login with the e-mail", async () => {
    const addresses: string[] = [];
    const unregister = setLogoutNavigator((address) => void addresses.push(address));
    try {
      await forceLogout();
    } finally {
      unregister();
    }
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${String(url)}`)).toEqual([
      "DELETE /api/sso/session",
      "POST /api/Login/Logout",
    ]);
    // The session goes in its cookie: the logout carries the marker a cookie-borne POST needs, and no token.
    const headers = fetchMock.mock.calls[1]![1]!.headers as Record<string, string>;
    expect(headers["X-Requested-With"]).toBe("XMLHttpRequest");
    expect(headers.Authorization).toBeUndefined();
    expect(addresses).toEqual(["/user/login?email=tech%40acme.example"]);
    expect(localStorage.length).toBe(1);
    expect(localStorage.getItem("rememberedEmail")).toBe("tech@acme.example");
    expect(sessionStorage.length).toBe(0);
    expect(cookieWrites).toEqual(["theme=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/"]);
  });

  it("goes on when both calls fail, and logs them", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const addresses: string[] = [];
    const unregister = setLogoutNavigator((address) => void addresses.push(address));
    try {
      await forceLogout({ email: "viewer@acme.example" });
    } finally {
      unregister();
    }
    expect(console.warn).toHaveBeenCalledTimes(2);
    expect(addresses).toEqual(["/user/login?email=viewer%40acme.example"]);
    expect(localStorage.getItem("userDataset")).toBeNull();
  });

  it("without the app around it, loads the login page in the address style in use", async () => {
    await forceLogout();
    expect(replace).toHaveBeenLastCalledWith("/#/user/login?email=tech%40acme.example");
    hash = "";
    await forceLogout({ email: null });
    expect(replace).toHaveBeenLastCalledWith("/user/login");
  });

  it("calls made while one runs share it", async () => {
    const unregister = setLogoutNavigator(() => undefined);
    try {
      await Promise.all([forceLogout(), forceLogout(), forceLogout()]);
    } finally {
      unregister();
    }
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
