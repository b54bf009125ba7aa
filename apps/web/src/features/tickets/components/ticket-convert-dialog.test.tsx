import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { TaskPriority, TicketStatus, WorkOrderType } from "@fieldstead/domain";
import { renderSignedIn } from "../../../test/session-fixtures.tsx";
import { TicketConvertDialog } from "./ticket-convert-dialog.tsx";
import { json, TICKET } from "./ticket-test-data.ts";

const DUE_BEFORE_PLANNED = "DueDate cannot be before the planned date.";
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/Ticket/ConvertToWorkOrder"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const show = () => {
  const onConverted = vi.fn();
  const view = renderSignedIn(
    <TicketConvertDialog ticket={TICKET} onClose={() => undefined} onConverted={onConverted} />,
  );
  return { ...view, onConverted };
};
const setWhen = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => screen.getByRole("button", { name: "Create work order" });

const REPLY = {
  StatusCode: 0,
  StatusMessage: "Ticket TKT-2026-00017 became work order WO-2026-00321.",
  Ticket: { ...TICKET, StatusId: TicketStatus.Converted, WorkOrderId: 99, WorkOrderNumber: "WO-2026-00321" },
  WorkOrderId: 99,
  WorkOrderNumber: "WO-2026-00321",
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url.includes("/Ticket/ConvertToWorkOrder")
      ? json(REPLY)
      : json({ StatusMessage: "Unexpected call" }, 500),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("creating a work order from a ticket", () => {
  it("says the work order takes the ticket's place, and starts from Corrective Maintenance and the ticket's priority", () => {
    show();
    expect(screen.getByRole("dialog", { name: "Create a work order from TKT-2026-00017" })).toBeTruthy();
    expect(
      screen.getByText(/takes the ticket's title, description and location \(North Tower\)/),
    ).toBeTruthy();
    expect(screen.getByRole("combobox", { name: "Work-order type" }).textContent).toBe(
      "Corrective Maintenance",
    );
    expect(screen.getByRole("combobox", { name: "Priority" }).textContent).toBe("High");
  });

  it("refuses a due date before the planned date beside the due date, and sends nothing", async () => {
    const { user, onConverted } = show();
    setWhen("Planned date", "2026-11-25T08:00");
    setWhen("Due date", "2026-11-24T17:00");
    await user.click(submit());
    expect(await screen.findByText(DUE_BEFORE_PLANNED)).toBeTruthy();
    expect(screen.getByLabelText("Due date").getAttribute("aria-invalid")).toBe("true");
    expect(sent()).toEqual([]);
    expect(onConverted).not.toHaveBeenCalled();
  });

  it("sends the choices with the dates read on Denver's clocks, and reports the work order", async () => {
    const { user, onConverted } = show();
    setWhen("Planned date", "2026-11-25T08:00");
    setWhen("Due date", "2026-11-27T16:00");
    await user.click(submit());
    await waitFor(() => expect(onConverted).toHaveBeenCalledWith(REPLY));
    expect(sent()).toEqual([
      {
        TicketId: TICKET.Id,
        TypeId: WorkOrderType.CorrectiveMaintenance,
        PriorityId: TaskPriority.High,
        AssigneeId: null,
        PlannedDate: "2026-11-25T15:00:00.000Z",
        DueDate: "2026-11-27T23:00:00.000Z",
      },
    ]);
  });

  it("shows the server's refusal when the ticket became a work order meanwhile", async () => {
    const message = "This ticket has already become work order WO-2026-00320; change the work order instead.";
    fetchMock.mockImplementation(async () => json({ StatusMessage: message, error: "NOT_ALLOWED_NOW" }, 409));
    const { user, onConverted } = show();
    await user.click(submit());
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    expect(onConverted).not.toHaveBeenCalled();
  });
});
