import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { TaskPriority } from "@fieldstead/domain";
import { renderSignedIn } from "../../../test/session-fixtures.tsx";
import { TicketFormDialog } from "./ticket-form-dialog.tsx";
import { json, TICKET } from "./ticket-test-data.ts";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const show = (ticket?: typeof TICKET) => {
  const onSaved = vi.fn();
  const view = renderSignedIn(
    <TicketFormDialog {...(ticket ? { ticket } : {})} onClose={() => undefined} onSaved={onSaved} />,
  );
  return { ...view, onSaved };
};
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
/** Types a text in one go (pasting), as typing key by key is slow in a test. */
const fill = async (user: ReturnType<typeof show>["user"], label: string, text: string) => {
  await user.click(field(label));
  await user.paste(text);
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    /\/Ticket\/(Create|Update)Ticket/.test(url)
      ? json({ StatusCode: 0, StatusMessage: "Ticket TKT-2026-00017 created.", Ticket: TICKET })
      : json({ StatusMessage: "Unexpected call" }, 500),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the ticket form", () => {
  it("asks for a title before sending anything", async () => {
    const { user, onSaved } = show();
    await user.click(screen.getByRole("button", { name: "Report ticket" }));
    expect(await screen.findByText("Title is required.")).toBeTruthy();
    expect(field("Title *").getAttribute("aria-invalid")).toBe("true");
    expect(sent("/Ticket/CreateTicket")).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  // Five fields filled in and a menu opened: a few seconds in jsdom on a busy machine.
  it("reports a problem with its priority and the caller who told of it", async () => {
    const { user, onSaved } = show();
    await fill(user, "Title *", "Boiler pressure low");
    await fill(user, "Description", "Gauge reads 0.4 bar.");
    await user.click(screen.getByRole("combobox", { name: "Priority" }));
    await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name: "High" }));
    await fill(user, "Reported by (someone outside)", "Front desk");
    await fill(user, "Their phone or e-mail", "555-0100");
    await user.click(screen.getByRole("button", { name: "Report ticket" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(TICKET));
    expect(sent("/Ticket/CreateTicket")).toEqual([
      {
        Title: "Boiler pressure low",
        Description: "Gauge reads 0.4 bar.",
        PriorityId: TaskPriority.High,
        ReporterName: "Front desk",
        ReporterContact: "555-0100",
        LocationId: null,
        AssetId: null,
      },
    ]);
  }, 15_000);

  it("edits a ticket from what it says, keeping its place", async () => {
    const { user, onSaved } = show(TICKET);
    expect(screen.getByRole("dialog", { name: "Edit TKT-2026-00017" })).toBeTruthy();
    expect(field("Title *").value).toBe("Boiler pressure low");
    expect(field("Location").value).toBe("North Tower");
    await user.clear(field("Title *"));
    await fill(user, "Title *", "Boiler pressure very low");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sent("/Ticket/UpdateTicket")[0]).toMatchObject({
      Id: TICKET.Id,
      Title: "Boiler pressure very low",
      LocationId: TICKET.LocationId,
      ReporterName: "Front desk",
    });
  });

  it("shows a refusal of the server beside its field", async () => {
    fetchMock.mockImplementation(async () =>
      json(
        {
          StatusMessage: "Invalid request",
          fields: [{ field: "LocationId", message: "Location 5 not found." }],
        },
        400,
      ),
    );
    const { user } = show(TICKET);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Location 5 not found.")).toBeTruthy();
  });
});
