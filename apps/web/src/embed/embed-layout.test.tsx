import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { renderUi } from "../test/render-ui.tsx";
import { json, WORK_ORDERS } from "../features/analytics/components/analytics-test-data.ts";
import { EmbedApp } from "./embed-app.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const TOKEN = `h.${btoa(JSON.stringify({ resource: { dashboard: 1447 }, params: {}, exp: 1 }))}.s`;
const jsdomSize = { width: window.innerWidth, height: window.innerHeight };

const resizeWindow = (width: number, height: number) =>
  act(() => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
    Object.defineProperty(window, "innerHeight", { configurable: true, value: height });
    window.dispatchEvent(new Event("resize"));
  });

const showDashboard = async () => {
  renderUi(<EmbedApp token={TOKEN} />);
  await screen.findByRole("heading", { level: 1, name: "Work Orders" });
};

/** The box the fitted dashboard is drawn in: the window's size over its scale, drawn that much larger. */
const scaledBox = () => document.querySelector<HTMLElement>("[data-scale]");

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => json(WORK_ORDERS));
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resizeWindow(jsdomSize.width, jsdomSize.height);
});

describe("an embedded dashboard's layout", () => {
  it("fills a display's window without scrolling: its figures in a column beside the charts", async () => {
    resizeWindow(1280, 632);
    await showDashboard();
    const figures = screen.getByTestId("dashboard-figures");
    expect(
      within(figures)
        .getAllByRole("region")
        .map((r) => r.getAttribute("aria-label")),
    ).toEqual(["Open Work Orders", "Mean Time to Complete"]);
    expect(within(figures).queryByRole("region", { name: "Open by Status" })).toBeNull();
    expect(screen.getByRole("region", { name: "Open by Status" })).toBeTruthy();
    // Drawn 1:1 in a box the window's size, which the window holds without scrolling.
    expect(scaledBox()?.dataset.scale).toBe("1.000");
    expect(getComputedStyle(scaledBox()!).width).toBe("1280px");
    expect(getComputedStyle(scaledBox()!).height).toBe("632px");
    expect(getComputedStyle(scaledBox()!.parentElement!).position).toBe("fixed");
    expect(getComputedStyle(scaledBox()!.parentElement!).overflow).toBe("hidden");
  });

  it("draws the same dashboard larger on a 4K display, and 1:1 again once the window is smaller", async () => {
    resizeWindow(3840, 2160);
    await showDashboard();
    expect(scaledBox()?.dataset.scale).toBe("2.400");
    expect(getComputedStyle(scaledBox()!).transform).toBe("scale(2.4)");
    resizeWindow(1600, 900);
    expect(scaledBox()?.dataset.scale).toBe("1.000");
  });

  it("is a page that scrolls in a phone's window", async () => {
    resizeWindow(390, 844);
    await showDashboard();
    expect(scaledBox()).toBeNull();
    expect(screen.queryByTestId("dashboard-figures")).toBeNull();
    expect(screen.getByRole("region", { name: "Open Work Orders" })).toBeTruthy();
  });
});
