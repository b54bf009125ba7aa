import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import { AccessRightType, ModuleId, TicketStatus, type TicketDetail } from "@fieldstead/domain";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { TicketDetailPage } from "./ticket-detail-page.tsx";
import { json, TICKET } from "./ticket-test-data.ts";

const { ReadOnly, ReadWrite } = AccessRightType;
const W = ModuleId.WorkOrders;
const TECHNICIAN = [
  grantedModule(W, 0, ReadWrite),
  grantedModule(ModuleId.TicketCreate, W, ReadWrite),
  grantedModule(ModuleId.TaskCreate, ModuleId.TaskOperations, ReadWrite),
];
const MANAGER = [
  grantedModule(W, 0, ReadWrite),
  grantedModule(ModuleId.TicketEdit, W, ReadWrite),
  grantedModule(ModuleId.TicketConvert, W, ReadWrite),
  grantedModule(ModuleId.TaskCreate, ModuleId.TaskOperations, ReadWrite),
];
const ACTIONS = ["Create work order", "Edit", "Close", "Reopen"];

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url.includes(path));
let shown: TicketDetail;

const show = (ticket: TicketDetail, modules = MANAGER) => {
  shown = ticket;
  return renderSignedIn(
    <>
      <Routes>
        <Route path="/ticketdetails/:ticketId" element={<TicketDetailPage />} />
      </Routes>
      <SnackbarHost />
    </>,
    { route: `/ticketdetails/${ticket.Id}`, modules },
  );
};
const actionButtons = () => ACTIONS.filter((name) => screen.queryByRole("button", { name }) !== null);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Ticket/GetTicketHistory")) return json({ Entries: [], NextBefore: null });
    if (url.includes("/Ticket/GetTicket")) return json(shown);
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("a ticket's page", () => {
  it("shows the ticket's number, status, title and facts, with who wrote down a caller's report", async () => {
    show(TICKET);
    expect(await screen.findByRole("heading", { name: "TKT-2026-00017" })).toBeTruthy();
    expect(screen.getByText("Open")).toBeTruthy();
    expect(screen.getByText("Boiler pressure low")).toBeTruthy();
    for (const text of [
      "North Tower",
      "Front desk",
      "555-0100",
      "Marcus Reyes",
      "Gauge reads 0.4 bar.",
      "High",
    ])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText("Nov 20, 2026 09:05 AM")).toBeTruthy();
    expect(screen.queryByText("Open work order")).toBeNull();
  });

  it.each([
    ["an open ticket, to the office", TicketStatus.Open, MANAGER, ["Create work order", "Edit", "Close"]],
    ["a closed ticket, to the office", TicketStatus.Closed, MANAGER, ["Reopen"]],
    ["an open ticket, to a technician", TicketStatus.Open, TECHNICIAN, []],
    [
      "an open ticket, to a role that may convert but not create tasks",
      TicketStatus.Open,
      MANAGER.slice(0, 3),
      ["Edit", "Close"],
    ],
  ])("offers %s: %o", async (_case, statusId, modules, expected) => {
    show({ ...TICKET, StatusId: statusId }, modules);
    await screen.findByRole("heading", { name: "TKT-2026-00017" });
    expect(actionButtons()).toEqual(expected);
  });

  it("shows the work order a converted ticket became, with a button to open it, and nothing more to do", async () => {
    show({
      ...TICKET,
      StatusId: TicketStatus.Converted,
      StatusName: "Converted",
      WorkOrderId: 99,
      WorkOrderNumber: "WO-2026-00321",
    });
    const open = await screen.findByRole("link", { name: "Open work order" });
    expect(open.getAttribute("href")).toBe("/TaskOperations/details/99");
    expect(screen.getByRole("link", { name: "WO-2026-00321" }).getAttribute("href")).toBe(
      "/TaskOperations/details/99",
    );
    expect(screen.getByText("WO-2026-00321", { selector: "strong" })).toBeTruthy();
    expect(actionButtons()).toEqual([]);
  });

  it("closes the ticket with a comment after asking, and then offers to reopen it", async () => {
    const { user } = show(TICKET);
    await user.click(await screen.findByRole("button", { name: "Close" }));
    const dialog = await screen.findByRole("dialog", { name: "Close TKT-2026-00017?" });
    await user.click(within(dialog).getByRole("textbox", { name: "Comment (optional)" }));
    await user.paste("Fixed by the tenant");
    const closed = { ...TICKET, StatusId: TicketStatus.Closed, StatusName: "Closed" };
    fetchMock.mockImplementationOnce(async () => {
      shown = closed;
      return json({ StatusCode: 0, StatusMessage: "Ticket TKT-2026-00017 closed.", Ticket: closed });
    });
    await user.click(within(dialog).getByRole("button", { name: "Close ticket" }));
    expect(await screen.findByText("Ticket TKT-2026-00017 closed.")).toBeTruthy();
    expect(JSON.parse(String(calls("/Ticket/CloseTicket")[0]![1]!.body))).toEqual({
      Id: 17,
      Comment: "Fixed by the tenant",
    });
    await waitFor(() => expect(actionButtons()).toEqual(["Reopen"]));
  });

  it("says so when the organisation has no such ticket", async () => {
    fetchMock.mockImplementation(async () => json({ StatusMessage: "Ticket 17 not found" }, 404));
    show(TICKET, [grantedModule(W, 0, ReadOnly)]);
    expect(await screen.findByText("There is no such ticket in your organisation.")).toBeTruthy();
  });
});
