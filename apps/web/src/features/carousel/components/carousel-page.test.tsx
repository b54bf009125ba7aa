import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { EMBED_MESSAGE_TYPE, type DashboardLink } from "@fieldstead/domain";
import { renderUi } from "../../../test/render-ui.tsx";
import { CarouselPage } from "./carousel-page.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const EXTERNAL: DashboardLink[] = [
  { DashboardId: 1447, Title: "Work Orders", MetabaseUrl: "https://metabase.example/embed/dashboard/a" },
  { DashboardId: 1424, Title: "Asset Inventory", MetabaseUrl: "https://metabase.example/embed/dashboard/b" },
];

const answerList = (links: DashboardLink[]) =>
  fetchMock.mockImplementation(async () => json({ DashboardLinks: links }));

const show = () =>
  renderUi(
    <Routes>
      <Route path="/slideshow-dashboards" element={<CarouselPage />} />
      <Route path="/dashboard" element={<p>The dashboard page</p>} />
    </Routes>,
    { route: "/slideshow-dashboards" },
  );

const frames = () => [...document.querySelectorAll("iframe")];
const heading = () => screen.queryByRole("heading", { level: 1 })?.textContent;
const counter = () => screen.queryByTestId("carousel-counter")?.textContent;
const press = (key: string) => fireEvent.keyDown(window, { key });

/** What the product's embed page posts to the page framing it. */
const post = (frame: HTMLIFrameElement, state: "ready" | "error") =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent("message", {
        data: { type: EMBED_MESSAGE_TYPE, state },
        origin: window.location.origin,
        source: frame.contentWindow,
      }),
    );
  });

/** The list loaded and every external frame's load event fired: the first dashboard shows. */
const showPlaying = async () => {
  answerList(EXTERNAL);
  show();
  await waitFor(() => expect(frames()).toHaveLength(2));
  frames().forEach((frame) => fireEvent.load(frame));
  await waitFor(() => expect(heading()).toBe("Work Orders"));
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the dashboard carousel", () => {
  it("preloads one frame per dashboard with its progress, then shows the first", async () => {
    answerList(EXTERNAL);
    show();
    expect(await screen.findByText("Loading, Please wait until we fetch your all data")).toBeTruthy();
    expect(screen.getByText("Connecting to dashboard service...")).toBeTruthy();
    expect(screen.getByText("Preloading all dashboards for smooth playback...")).toBeTruthy();
    expect(await screen.findByText("0 of 2 dashboards loaded")).toBeTruthy();
    expect(frames().map((f) => f.getAttribute("src"))).toEqual(EXTERNAL.map((l) => l.MetabaseUrl));
    fireEvent.load(frames()[1]!);
    expect(await screen.findByText("1 of 2 dashboards loaded")).toBeTruthy();
    fireEvent.load(frames()[0]!);
    await waitFor(() => expect(heading()).toBe("Work Orders"));
    expect(screen.queryByText(/dashboards loaded/)).toBeNull();
    expect(counter()).toBe("1 of 2");
    const dot = screen.getByRole("button", { name: "Dashboard 1: Work Orders" });
    expect(dot.getAttribute("aria-current")).toBe("true");
    expect(
      screen.getByRole("button", { name: "Dashboard 2: Asset Inventory" }).getAttribute("aria-current"),
    ).toBe(null);
  });

  it("moves with the arrow keys and the dots, wrapping both ways, and pauses with Space", async () => {
    await showPlaying();
    press("ArrowDown");
    await waitFor(() => expect(heading()).toBe("Asset Inventory"));
    expect(counter()).toBe("2 of 2");
    press("ArrowDown");
    await waitFor(() => expect(heading()).toBe("Work Orders"));
    press("ArrowUp");
    await waitFor(() => expect(heading()).toBe("Asset Inventory"));
    fireEvent.click(screen.getByRole("button", { name: "Dashboard 1: Work Orders" }));
    await waitFor(() => expect(counter()).toBe("1 of 2"));
    expect(frames()).toHaveLength(2);

    press(" ");
    expect(await screen.findByRole("button", { name: "Resume autoplay" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Resume autoplay" }));
    expect(await screen.findByRole("button", { name: "Pause autoplay" })).toBeTruthy();
  });

  it("waits for the product's embed page to report, and offers Retry when it reports an error", async () => {
    answerList([{ DashboardId: 1447, Title: "Work Orders", MetabaseUrl: "/embed/dashboard/token-1" }]);
    show();
    await waitFor(() => expect(frames()).toHaveLength(1));
    // Its load event alone does not count: the page reports once its data is drawn.
    fireEvent.load(frames()[0]!);
    expect(await screen.findByText("0 of 1 dashboards loaded")).toBeTruthy();
    post(frames()[0]!, "error");
    expect(await screen.findByText("Dashboard Unavailable")).toBeTruthy();
    expect(
      screen.getByText(
        "This dashboard is currently not accessible. Please check your connection or contact support.",
      ),
    ).toBeTruthy();
    const failed = frames()[0]!;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    // After 0.1 s the frame is a new element loading the same address.
    await waitFor(() => expect(frames()[0]).not.toBe(failed));
    expect(frames()).toHaveLength(1);
    expect(screen.queryByText("Dashboard Unavailable")).toBeNull();
    // News from the replaced element is ignored.
    post(failed, "error");
    post(frames()[0]!, "ready");
    await waitFor(() => expect(screen.queryByLabelText("Loading the dashboard")).toBeNull());
    expect(screen.queryByText("Dashboard Unavailable")).toBeNull();
  });

  it("shows the empty state for an empty list and for a list that cannot be loaded", async () => {
    answerList([]);
    const first = show();
    expect(await screen.findByText("No Dashboards Available")).toBeTruthy();
    expect(screen.getByText("No dashboards have been configured for the carousel view.")).toBeTruthy();
    first.unmount();

    fetchMock.mockImplementation(async () => json({ StatusMessage: "Server trouble" }, 500));
    show();
    expect(await screen.findByText("No Dashboards Available")).toBeTruthy();
    expect(frames()).toHaveLength(0);
  });

  it("closes with Escape, going back to the dashboard when the tab cannot be closed", async () => {
    const close = vi.spyOn(window, "close").mockImplementation(() => undefined);
    await showPlaying();
    press("Escape");
    expect(close).toHaveBeenCalled();
    expect(await screen.findByText("The dashboard page")).toBeTruthy();
  });
});
