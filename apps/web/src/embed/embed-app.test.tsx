import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { EMBED_MESSAGE_TYPE } from "@fieldstead/domain";
import { renderUi } from "../test/render-ui.tsx";
import { json, WORK_ORDERS } from "../features/analytics/components/analytics-test-data.ts";
import { EmbedApp } from "./embed-app.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const postMessage = vi.fn();
const TOKEN = `h.${btoa(JSON.stringify({ resource: { dashboard: 1447 }, params: {}, exp: 1 }))}.s`;

beforeEach(() => {
  fetchMock.mockReset();
  postMessage.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  // Framed, as in the carousel: the page tells its parent how it stands.
  Object.defineProperty(window, "parent", { configurable: true, value: { postMessage } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(window, "parent", { configurable: true, value: window });
});

describe("an embedded dashboard", () => {
  it("asks with its token alone, without the session's cookie, and shows the dashboard", async () => {
    fetchMock.mockResolvedValue(
      json({ ...WORK_ORDERS, Params: { From: "2026-03-01" }, LocationName: "Denver Tech Center Campus" }),
    );
    renderUi(<EmbedApp token={TOKEN} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Work Orders" })).toBeTruthy();
    expect(screen.getByText("Acme Facilities")).toBeTruthy();
    expect(screen.getByText("From Mar 01, 2026 · Denver Tech Center Campus")).toBeTruthy();
    expect(screen.getByText("Updated Mar 10, 2026 10:05 AM")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Open Work Orders" }).textContent).toContain("1,234");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/Embed/GetDashboard");
    expect(init?.credentials).toBe("omit");
    expect(JSON.parse(String(init?.body))).toEqual({ Token: TOKEN });
    // Nothing to click: the records behind a figure need a signed-in person.
    expect(screen.queryAllByRole("button")).toEqual([]);
    await waitFor(
      () =>
        expect(postMessage).toHaveBeenCalledWith(
          { type: EMBED_MESSAGE_TYPE, state: "ready", dashboardId: 1447 },
          "*",
        ),
      { timeout: 10_000 },
    );
  });

  it.each([
    [401, "This dashboard link has expired."],
    [401, "This dashboard link is not valid."],
    [400, "No location has the id 12."],
  ])(
    "shows the server's refusal (%i) as an error page, never figures, and tells the framing page",
    async (status, message) => {
      fetchMock.mockResolvedValue(json({ StatusMessage: message }, status));
      renderUi(<EmbedApp token={TOKEN} />);
      expect((await screen.findByRole("alert")).textContent).toContain(message);
      expect(screen.queryByRole("region")).toBeNull();
      // The framing page is told after the error page has shown (an effect of that render).
      await waitFor(() =>
        expect(postMessage).toHaveBeenCalledWith(
          { type: EMBED_MESSAGE_TYPE, state: "error", dashboardId: 1447 },
          "*",
        ),
      );
    },
  );

  it.each([
    ["the server fails", () => Promise.resolve(json({ StatusMessage: "Boom at line 3" }, 500))],
    ["no answer comes", () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("says the dashboard could not be loaded when %s", async (_case, answer) => {
    fetchMock.mockImplementation(answer);
    renderUi(<EmbedApp token={TOKEN} />);
    expect((await screen.findByRole("alert")).textContent).toContain("The dashboard could not be loaded.");
  });

  it("refuses an address without a token, asking nothing", async () => {
    renderUi(<EmbedApp token={null} />);
    expect((await screen.findByRole("alert")).textContent).toContain("This dashboard link is not valid.");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(postMessage).toHaveBeenCalledWith({ type: EMBED_MESSAGE_TYPE, state: "error" }, "*");
  });
});

describe("an embedded dashboard left open", () => {
  it("reads its data again every 5 minutes, and shows the error page once its link has expired", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      fetchMock.mockResolvedValueOnce(json(WORK_ORDERS));
      fetchMock.mockResolvedValueOnce(json({ ...WORK_ORDERS, Title: "Work Orders (later)" }));
      fetchMock.mockResolvedValueOnce(json({ StatusMessage: "This dashboard link has expired." }, 401));
      renderUi(<EmbedApp token={TOKEN} />);
      await vi.waitFor(() =>
        expect(screen.getByRole("heading", { level: 1, name: "Work Orders" })).toBeTruthy(),
      );
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      await vi.waitFor(() =>
        expect(screen.getByRole("heading", { level: 1, name: "Work Orders (later)" })).toBeTruthy(),
      );
      await vi.advanceTimersByTimeAsync(5 * 60_000);
      await vi.waitFor(() =>
        expect(screen.getByRole("alert").textContent).toContain("This dashboard link has expired."),
      );
      expect(screen.queryByRole("region")).toBeNull();
      // A refused link is not asked again.
      await vi.advanceTimersByTimeAsync(15 * 60_000);
      expect(fetchMock).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
