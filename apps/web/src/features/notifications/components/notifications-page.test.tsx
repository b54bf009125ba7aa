import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { NotificationAction, type NotificationListingReply } from "@fieldstead/domain";
import { ConfirmHost } from "../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../test/session-fixtures.tsx";
import { json, listingReply, notification } from "./notification-test-data.ts";
import { NotificationsPage } from "./notifications-page.tsx";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.endsWith(path));
const bodies = (path: string) =>
  calls(path).map(([, init]) => JSON.parse(String(init!.body)) as Record<string, unknown>);
const lastListing = () => bodies("/FetchNotificationListingData").at(-1)!;

const UNREAD = notification();
const READ = notification({
  NotificationGridId: 52,
  ActionId: NotificationAction.Read,
  LabelText: "Lease,Payment Due",
  CompleteUrl: "/LeaseManagement/details/3",
  BodyText:
    '<p>Rent for lease <b>LS-0003</b> is due. <a href="/LeaseManagement/details/3">See the lease</a></p>',
  IsFavorite: true,
});
let reply: NotificationListingReply;

const show = () =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/Notifications" element={<NotificationsPage />} />
        <Route path="/TaskOperations/details/42" element={<p>Work order WO-0042</p>} />
        <Route path="/LeaseManagement/details/3" element={<p>Lease LS-0003</p>} />
      </Routes>
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { route: "/Notifications" },
  );
const itemWith = async (text: string) => (await screen.findByText(text)).closest("li") as HTMLElement;

beforeAll(async () => {
  await import("./notification-body.tsx");
});
beforeEach(() => {
  reply = listingReply([UNREAD, READ], { TotalCount: 45, UnReadCount: 9 });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith("/FetchNotificationListingData")) return json(reply);
    if (url.endsWith("/UpdateNotificationStatus"))
      return json({ StatusCode: 0, StatusMessage: "", UnreadNotifs: 8 });
    if (url.endsWith("/UpdateNotificationStatusv2"))
      return json({ StatusCode: 0, StatusMessage: "", UnreadNotifs: 0 });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

// Typing, menus and several pages of calls: slower than most on a busy machine.
describe("the Notifications page", { timeout: 20_000 }, () => {
  it("lists my notifications newest first, with labels, an unread mark, and pages", async () => {
    const { user } = show();
    const unread = await itemWith("WO-0042");
    expect(within(unread).getByText("Unread:")).toBeTruthy();
    expect(within(unread).getByText("Assigned")).toBeTruthy();
    const read = await itemWith("LS-0003");
    expect(within(read).queryByText("Unread:")).toBeNull();
    expect(within(read).getByRole("button", { name: "Remove from favourites" })).toBeTruthy();
    expect(screen.getByText("1–2 of 45")).toBeTruthy();
    expect(lastListing()).toMatchObject({
      NotificationListingActionId: 0,
      PageNumber: 1,
      PageSize: 20,
      EmployeeId: 12,
    });
    await user.click(screen.getByRole("button", { name: "Go to page 3" }));
    await waitFor(() => expect(lastListing()).toMatchObject({ PageNumber: 3 }));
  });

  it("sends the filters chosen, back on the first page", async () => {
    const { user } = show();
    await itemWith("WO-0042");
    await user.click(screen.getByRole("button", { name: "Go to page 2" }));
    await waitFor(() => expect(lastListing()).toMatchObject({ PageNumber: 2 }));

    await user.click(screen.getByRole("button", { name: "Unread" }));
    await waitFor(() =>
      expect(lastListing()).toMatchObject({ NotificationListingActionId: 2, PageNumber: 1 }),
    );
    await user.click(screen.getByRole("button", { name: "Favourites" }));
    await waitFor(() => expect(lastListing()).toMatchObject({ NotificationListingActionId: 5 }));

    await user.click(screen.getByRole("combobox", { name: "Label" }));
    await user.click(await screen.findByRole("option", { name: "Payment Due" }));
    await waitFor(() => expect(lastListing()).toMatchObject({ Label: "Payment Due" }));

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-31" } });
    await waitFor(() =>
      expect(lastListing()).toMatchObject({ DateFrom: "2026-03-01", DateTo: "2026-03-31" }),
    );

    await user.type(screen.getByRole("searchbox", { name: "Search" }), "filter");
    await waitFor(() => expect(lastListing()).toMatchObject({ Search: "filter" }));
    // The search waits for typing to pause: not one call per letter.
    const searches = bodies("/FetchNotificationListingData").filter((b) => typeof b.Search === "string");
    expect(searches.length).toBeLessThan("filter".length);

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() =>
      expect(lastListing()).toEqual({
        EmployeeId: 12,
        NotificationListingActionId: 0,
        PageNumber: 1,
        PageSize: 20,
      }),
    );
  });

  it("says when 'To' is before 'From' and does not send the days", async () => {
    show();
    await itemWith("WO-0042");
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-10" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-09" } });
    expect(await screen.findByText("The 'To' day must not be before the 'From' day.")).toBeTruthy();
    await waitFor(() => expect(lastListing()).not.toHaveProperty("DateFrom"));
    expect(lastListing()).not.toHaveProperty("DateTo");
    expect(bodies("/FetchNotificationListingData").some((b) => "DateTo" in b)).toBe(false);
  });

  it.each([
    ["WO-0042", "Mark as read", NotificationAction.Read],
    ["LS-0003", "Mark as unread", NotificationAction.UnRead],
    ["WO-0042", "Add to favourites", NotificationAction.Favorite],
    ["LS-0003", "Unsubscribe", NotificationAction.UnSubscribe],
  ])("on %s, '%s' sends action %i", async (text, button, actionId) => {
    const { user } = show();
    const item = await itemWith(text);
    await user.click(within(item).getByRole("button", { name: button }));
    await waitFor(() => expect(calls("/UpdateNotificationStatus")).toHaveLength(1));
    expect(bodies("/UpdateNotificationStatus")[0]).toMatchObject({
      NotificationId: text === "WO-0042" ? "41" : "52",
      ActionId: actionId,
    });
    // The list is read again.
    await waitFor(() => expect(calls("/FetchNotificationListingData").length).toBeGreaterThan(1));
  });

  it("deletes only after the person confirms", async () => {
    const { user } = show();
    await user.click(within(await itemWith("WO-0042")).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Delete this notification? It cannot be brought back.")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls("/UpdateNotificationStatus")).toHaveLength(0);

    await user.click(within(await itemWith("WO-0042")).getByRole("button", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(calls("/UpdateNotificationStatus")).toHaveLength(1));
    expect(bodies("/UpdateNotificationStatus")[0]).toMatchObject({ NotificationId: "41", ActionId: 6 });
    expect(await screen.findByText("Notification deleted.")).toBeTruthy();
  });

  it("Mark All as Read sends id 0 with action 1", async () => {
    const { user } = show();
    await itemWith("WO-0042");
    await user.click(screen.getByRole("button", { name: "Mark All as Read" }));
    await waitFor(() => expect(calls("/UpdateNotificationStatusv2")).toHaveLength(1));
    expect(bodies("/UpdateNotificationStatusv2")[0]).toEqual({ NotificationId: 0, ActionId: 1 });
  });

  it("Open marks an unread one read and opens its page", async () => {
    const { user } = show();
    await user.click(within(await itemWith("WO-0042")).getByRole("button", { name: "Open" }));
    expect(await screen.findByText("Work order WO-0042")).toBeTruthy();
    await waitFor(() => expect(calls("/UpdateNotificationStatus")).toHaveLength(1));
    expect(bodies("/UpdateNotificationStatus")[0]).toMatchObject({ NotificationId: "41", ActionId: 1 });
  });

  it("a link in a read notification's text opens the page inside the app without marking anything", async () => {
    const { user } = show();
    await user.click(within(await itemWith("LS-0003")).getByRole("link", { name: "See the lease" }));
    expect(await screen.findByText("Lease LS-0003")).toBeTruthy();
    expect(calls("/UpdateNotificationStatus")).toHaveLength(0);
  });

  it("says 'No Notifications yet' when there are none, and that nothing matches when filtered", async () => {
    reply = listingReply([], { UnReadCount: 0 });
    const { user } = show();
    expect(await screen.findByText("No Notifications yet")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Mark All as Read" }).hasAttribute("disabled")).toBe(true);
    await user.click(screen.getByRole("button", { name: "Read" }));
    expect(await screen.findByText("No notifications match these filters.")).toBeTruthy();
  });
});
