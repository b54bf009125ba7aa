import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { MessageReceivedPayload } from "@fieldstead/domain";
import { renderSignedIn } from "../../../test/session-fixtures.tsx";
import { NotificationsButton } from "../../shell/index.ts";
import { NotificationBell } from "./notification-bell.tsx";
import { json, listingReply, notification } from "./notification-test-data.ts";

const hub = vi.hoisted(() => ({
  messages: new Set<(payload: unknown) => void>(),
  connects: new Set<() => void>(),
}));

// The hub as the hooks see it: a test pushes MessageReceived and (re)connects by hand.
vi.mock("../../../lib/hub/use-hub.ts", async () => {
  const { useEffect, useRef } = await import("react");
  return {
    useHubEvent: (name: string, handler: (payload: unknown) => void) => {
      const latest = useRef(handler);
      latest.current = handler;
      useEffect(() => {
        if (name !== "MessageReceived") return undefined;
        const listener = (payload: unknown) => latest.current(payload);
        hub.messages.add(listener);
        return () => void hub.messages.delete(listener);
      }, [name]);
    },
    useHubConnect: (listener: () => void) => {
      const latest = useRef(listener);
      latest.current = listener;
      useEffect(() => {
        const run = () => latest.current();
        hub.connects.add(run);
        return () => void hub.connects.delete(run);
      }, []);
    },
  };
});

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.endsWith(path));
const bodyOf = (path: string, index = 0) => JSON.parse(String(calls(path)[index]![1]!.body)) as unknown;
let unread = 3;
let items = [notification()];

const show = () =>
  renderSignedIn(
    <>
      <NotificationBell />
      <Routes>
        <Route path="/dashboard" element={<p>Dashboard</p>} />
        <Route path="/TaskOperations/details/42" element={<p>Work order WO-0042</p>} />
        <Route path="/Notifications" element={<p>Every notification</p>} />
      </Routes>
    </>,
    { route: "/dashboard" },
  );
const bell = () => screen.getByRole("button", { name: /^Notifications/ });
const panel = () => screen.findByRole("dialog", { name: "Notifications" });
const panelGone = () => waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
const push = (payload: MessageReceivedPayload) => act(() => hub.messages.forEach((h) => h(payload)));

// The panel loads on the first open; loaded once here, each test sees it at once.
beforeAll(async () => {
  await import("./notification-panel.tsx");
});
beforeEach(() => {
  unread = 3;
  items = [notification()];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith("/FetchUnreadNotificationCount")) return json({ UnreadNotifs: unread });
    if (url.endsWith("/FetchNotificationListingData"))
      return json(listingReply(items, { UnReadCount: unread }));
    if (url.endsWith("/UpdateNotificationStatus"))
      return json({ StatusCode: 0, StatusMessage: "", UnreadNotifs: 2 });
    if (url.endsWith("/UpdateNotificationStatusv2"))
      return json({ StatusCode: 0, StatusMessage: "", UnreadNotifs: 0 });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  hub.messages.clear();
  hub.connects.clear();
});

describe("the notification bell", () => {
  it("shows the unread count on the bell and in the page title", async () => {
    const view = show();
    expect(await screen.findByRole("button", { name: "Notifications (3 unread)" })).toBeTruthy();
    expect(within(bell()).getByText("3")).toBeTruthy();
    expect(document.title).toBe("Fieldstead (3)");
    view.unmount();
    expect(document.title).toBe("Fieldstead");
  });

  it("shows no count and the plain title when nothing is unread", async () => {
    unread = 0;
    show();
    await waitFor(() => expect(calls("/FetchUnreadNotificationCount")).toHaveLength(1));
    expect(screen.getByRole("button", { name: "Notifications" }).textContent).toBe("");
    expect(document.title).toBe("Fieldstead");
  });

  it("opens on a click and fetches the list, and closes on a second click", async () => {
    const { user } = show();
    await user.click(bell());
    const dialog = await panel();
    expect(await within(dialog).findByText("WO-0042")).toBeTruthy();
    expect(within(dialog).getByText("Assigned")).toBeTruthy();
    expect(calls("/FetchNotificationListingData")).toHaveLength(1);
    expect(bodyOf("/FetchNotificationListingData")).toMatchObject({
      NotificationListingActionId: 0,
      PageNumber: 1,
    });
    await user.click(bell());
    await panelGone();
    // Every open reads the list again.
    await user.click(bell());
    await panel();
    await waitFor(() => expect(calls("/FetchNotificationListingData")).toHaveLength(2));
  });

  it("opens the panel once the bell has loaded when the header's bell was clicked while it was loading", async () => {
    renderSignedIn(<NotificationsButton />, { route: "/dashboard" });
    // The header shows a plain bell until the bell's code has arrived; a click on it is kept.
    fireEvent.click(screen.getByRole("button", { name: "Notifications" }));
    const opened = await panel();
    await within(opened).findByText("Mark All as Read");
    expect(calls("/FetchNotificationListingData").length).toBe(1);
  });

  it("closes on a click outside and on Escape, and leaves the page usable while open", async () => {
    const { user } = show();
    await screen.findByRole("button", { name: "Notifications (3 unread)" });
    await user.click(bell());
    await panel();
    // The bell and its count stay in reach behind the panel.
    expect(screen.getByRole("button", { name: "Notifications (3 unread)" })).toBeTruthy();
    await user.click(screen.getByText("Dashboard"));
    await panelGone();
    await user.click(bell());
    await panel();
    await user.keyboard("{Escape}");
    await panelGone();
    expect(document.activeElement).toBe(bell());
  });

  it("See All goes to the Notifications page and closes the panel", async () => {
    const { user } = show();
    await user.click(bell());
    await user.click(await within(await panel()).findByRole("link", { name: "See All" }));
    expect(await screen.findByText("Every notification")).toBeTruthy();
    await panelGone();
  });

  it("shows a spinner while the list loads, then 'No Notifications yet' when there is none", async () => {
    items = [];
    let answer: (response: Response) => void = () => undefined;
    const base = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation((url, init) =>
      url.endsWith("/FetchNotificationListingData")
        ? new Promise((resolve) => (answer = resolve))
        : base(url, init),
    );
    const { user } = show();
    await user.click(bell());
    const dialog = await panel();
    expect(await within(dialog).findByRole("progressbar", { name: "Loading notifications" })).toBeTruthy();
    await waitFor(() => expect(calls("/FetchNotificationListingData")).toHaveLength(1));
    answer(json(listingReply([])));
    expect(await within(dialog).findByText("No Notifications yet")).toBeTruthy();
    expect(within(dialog).queryByRole("progressbar")).toBeNull();
  });

  it("clicking an item marks it read, closes the panel and opens its work order", async () => {
    const { user } = show();
    await user.click(bell());
    await user.click(await within(await panel()).findByText("WO-0042"));
    expect(await screen.findByText("Work order WO-0042")).toBeTruthy();
    expect(screen.queryByText("Dashboard")).toBeNull();
    await panelGone();
    await waitFor(() => expect(calls("/UpdateNotificationStatus")).toHaveLength(1));
    expect(bodyOf("/UpdateNotificationStatus")).toEqual({
      EmployeeId: 12,
      NotificationId: "41",
      ActionId: 1,
    });
    // The count is the reply's.
    await waitFor(() => expect(document.title).toBe("Fieldstead (2)"));
  });

  it("Mark All as Read sends id 0 with action 1 and takes the count from the reply", async () => {
    const { user } = show();
    await screen.findByRole("button", { name: "Notifications (3 unread)" });
    await user.click(bell());
    await user.click(await within(await panel()).findByRole("button", { name: "Mark All as Read" }));
    await waitFor(() => expect(calls("/UpdateNotificationStatusv2")).toHaveLength(1));
    expect(bodyOf("/UpdateNotificationStatusv2")).toEqual({ NotificationId: 0, ActionId: 1 });
    await waitFor(() => expect(document.title).toBe("Fieldstead"));
    expect(bell().getAttribute("aria-label")).toBe("Notifications");
  });

  it("a new MessageReceived raises the count and adds the notification to the open panel", async () => {
    const { user } = show();
    await screen.findByRole("button", { name: "Notifications (3 unread)" });
    await user.click(bell());
    const dialog = await panel();
    await within(dialog).findByText("WO-0042");
    await waitFor(() => expect(hub.messages.size).toBe(1));
    push({
      Notification: notification({
        NotificationGridId: 43,
        BodyText: "<p>Work order <b>WO-0077</b> assigned.</p>",
      }),
      UnreadNotifs: 4,
    });
    expect(await within(dialog).findByText("WO-0077")).toBeTruthy();
    const listed = within(dialog)
      .getAllByRole("listitem")
      .map((li) => li.textContent ?? "");
    expect(listed[0]).toContain("WO-0077");
    expect(listed[1]).toContain("WO-0042");
    expect(document.title).toBe("Fieldstead (4)");
    expect(bell().getAttribute("aria-label")).toBe("Notifications (4 unread)");
    expect(calls("/FetchNotificationListingData")).toHaveLength(1);
  });

  it("reads the count again after the hub reconnects", async () => {
    show();
    await screen.findByRole("button", { name: "Notifications (3 unread)" });
    await waitFor(() => expect(hub.connects.size).toBe(1));
    unread = 7;
    act(() => hub.connects.forEach((listener) => listener()));
    expect(await screen.findByRole("button", { name: "Notifications (7 unread)" })).toBeTruthy();
    expect(calls("/FetchUnreadNotificationCount")).toHaveLength(2);
  });
});
