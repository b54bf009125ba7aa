import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { BillingFrequency, EMAIL_LENGTH_MESSAGE, LEASE_TENURE_MESSAGES } from "@fieldstead/domain";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { json, LEASE } from "../lease-test-data.ts";
import { LeaseFormDialog } from "./lease-form-dialog.tsx";

const NORTH_TOWER = {
  Id: 5,
  Code: "NT",
  Name: "North Tower",
  LevelId: 2,
  Path: "Denver Campus",
  IsWarehouse: false,
  Status: "Active",
};

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const show = () => {
  const onSaved = vi.fn();
  const view = renderSignedIn(<LeaseFormDialog onClose={() => undefined} onSaved={onSaved} />);
  return { ...view, onSaved };
};
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
/** The message under Lease End (its helper text), or null when it has none. */
const endDateMessage = () => document.getElementById("lease-EndDate-helper-text")?.textContent ?? null;
const pickDate = (label: string, day: string) => fireEvent.change(field(label), { target: { value: day } });
const pickFrequency = async (user: ReturnType<typeof show>["user"], name: string) => {
  await user.click(screen.getByRole("combobox", { name: "Rent frequency" }));
  await user.click(within(await screen.findByRole("listbox")).getByRole("option", { name }));
};
const fill = async (user: ReturnType<typeof show>["user"], label: string, text: string) => {
  await user.click(field(label));
  await user.paste(text);
};

/** The next CreateLease is refused with this field problem (a 400), once. */
let refusal: { field: string; message: string } | null = null;

beforeEach(() => {
  refusal = null;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Location/SearchLocations")) return json({ Locations: [NORTH_TOWER] });
    if (url.includes("/Lease/SearchParties")) return json([]);
    if (url.includes("/Lease/CreateLease") && refusal) {
      const fields = [refusal];
      refusal = null;
      return json({ StatusMessage: "Invalid request", fields }, 400);
    }
    if (url.includes("/Lease/CreateLease"))
      return json({ StatusCode: 0, StatusMessage: "Lease LSE-2026-00007 created.", Lease: LEASE });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// The whole lease dialog in jsdom, with a menu or two opened: seconds a test on a busy machine.
describe("the lease form", { timeout: 40_000 }, () => {
  it("says under Lease End that a 13-month yearly lease is not a whole number of years, as the dates are picked", async () => {
    const { user } = show();
    await pickFrequency(user, "Yearly");
    pickDate("Lease Start *", "2026-01-01");
    pickDate("Lease End *", "2027-01-31");
    await waitFor(() => expect(endDateMessage()).toBe(LEASE_TENURE_MESSAGES.yearly));
    expect(field("Lease End *").getAttribute("aria-invalid")).toBe("true");
    pickDate("Lease End *", "2027-12-31");
    await waitFor(() => expect(endDateMessage()).toBeNull());
  });

  it("asks a quarterly lease for a multiple of half a year, and follows a change of frequency", async () => {
    const { user } = show();
    pickDate("Lease Start *", "2026-01-01");
    pickDate("Lease End *", "2026-04-30");
    // Monthly billing (the default) takes any whole number of months.
    await waitFor(() => expect(field("Lease End *").getAttribute("aria-invalid")).toBe("false"));
    await pickFrequency(user, "Quarterly");
    await waitFor(() => expect(endDateMessage()).toBe(LEASE_TENURE_MESSAGES.quarterly));
    pickDate("Lease End *", "2026-06-30");
    await waitFor(() => expect(endDateMessage()).toBeNull());
  });

  it("registers a lease with a contact, and shows a refusal of the server under the field it names", async () => {
    const { user, onSaved } = show();
    await user.click(screen.getByRole("combobox", { name: "Location" }));
    await user.click(await screen.findByRole("option", { name: /North Tower/ }));
    await fill(user, "Lessor *", "Acme Properties");
    await fill(user, "Lessee *", "Blue Fern Cafe");
    await fill(user, "Rent *", "1500");
    await pickFrequency(user, "Yearly");
    pickDate("Lease Start *", "2026-01-01");
    pickDate("Lease End *", "2026-12-31");
    await user.click(screen.getByRole("button", { name: "Add contact" }));
    await fill(user, "Full name *", "Dana Whitfield");
    await fill(user, "Email", "dana@bluefern.example");

    refusal = { field: "EndDate", message: "Lease End is taken." };
    await user.click(screen.getByRole("button", { name: "Create lease" }));
    await waitFor(() => expect(endDateMessage()).toBe("Lease End is taken."));
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Create lease" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(LEASE));
    expect(sent("/Lease/CreateLease")[1]).toMatchObject({
      LocationId: 5,
      Lessor: "Acme Properties",
      Lessee: "Blue Fern Cafe",
      StartDate: "2026-01-01",
      EndDate: "2026-12-31",
      Rent: "1500",
      RentFrequencyId: BillingFrequency.Yearly,
      Escalation: null,
      NoticeMonths: 3,
      Contacts: [{ FullName: "Dana Whitfield", Email: "dana@bluefern.example" }],
    });
  });

  it("holds a contact's e-mail to the shared rule while it is typed, flagging a part too long", async () => {
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "Add contact" }));
    await fill(user, "Email", `${"d".repeat(70)}@bluefern.example`);
    expect(await screen.findByText(EMAIL_LENGTH_MESSAGE)).toBeTruthy();
    expect(field("Email").dataset.localDomainLengthError).toBe("true");
    await user.clear(field("Email"));
    await fill(user, "Email", "dana@bluefern.example");
    await waitFor(() => expect(screen.queryByText(EMAIL_LENGTH_MESSAGE)).toBeNull());
    expect(field("Email").dataset.localDomainLengthError).toBe("false");
  });
});
