import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import type { LeaseFormField } from "@fieldstead/domain";
import { resetLeaveGuards } from "../../../../lib/leave-guard.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { LEASE } from "../../billing/components/lease-billing-test-data.ts";
import { LEASE_FORM_MESSAGES } from "./lease-form-checks.ts";
import { LeaseBillingFormTab } from "./lease-billing-form-tab.tsx";
import { FIELDS, FORM_READER, FORM_WRITER, json } from "./lease-forms-test-data.ts";

const DOCUMENTS = {
  MediaFields: [{ DocumentId: 90, FileName: "insurance-certificate.pdf" }],
  TotalCount: 1,
  PageNumber: 1,
  PageSize: 50,
  IsLimitReached: false,
};
const VALUES = { "7": "Net", "8": null, "9": "4" };
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/Lease/SaveLeaseFormValues"))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
let answerSave: () => Promise<Response>;
let fields: LeaseFormField[];

const show = (modules = FORM_WRITER) =>
  renderSignedIn(<LeaseBillingFormTab leaseId={LEASE.Id} lease={LEASE} />, { modules, route: "/" });
const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;

beforeEach(() => {
  fetchMock.mockReset();
  fields = FIELDS;
  answerSave = async () => json({ Fields: fields, Values: VALUES });
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Lease/GetLeaseFormValues")) return json({ Fields: fields, Values: VALUES });
    if (url.includes("/FormBuilder/GetMediaFields")) return json(DOCUMENTS);
    if (url.includes("/Lease/SaveLeaseFormValues")) return answerSave();
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => resetLeaveGuards());
  vi.unstubAllGlobals();
});

describe("the BillingForm tab", () => {
  it("shows the lease's answers to the organisation's fields", async () => {
    show();
    await screen.findByRole("form", { name: "Billing form" });
    expect(screen.getByRole("combobox", { name: /^Rent basis/ }).textContent).toBe("Net");
    expect(input("Insurer").value).toBe("");
    expect(input("Parking bays").value).toBe("4");
  });

  it("says a required field is required, and sends nothing", async () => {
    const { user } = show();
    await screen.findByRole("form", { name: "Billing form" });
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await screen.findByText(LEASE_FORM_MESSAGES.required("Insurer"))).toBeTruthy();
    expect(input("Insurer").getAttribute("aria-invalid")).toBe("true");
    expect(sent()).toEqual([]);
  });

  it("saves every answer, and shows a refusal of the server on its field", async () => {
    answerSave = async () =>
      json(
        {
          StatusMessage: "Please correct the fields.",
          fields: [{ field: "Values.9", message: "Parking bays must be a whole number." }],
        },
        400,
      );
    const { user } = show();
    await screen.findByRole("form", { name: "Billing form" });
    await user.click(input("Insurer"));
    await user.paste("Harbor Mutual");
    await user.clear(input("Parking bays"));
    await user.click(input("Parking bays"));
    await user.paste("4.5");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      LeaseId: LEASE.Id,
      Values: { "7": "Net", "8": "Harbor Mutual", "9": "4.5" },
    });
    expect(await screen.findByText("Parking bays must be a whole number.")).toBeTruthy();
  });

  it("answers a File field with one of the lease's documents", async () => {
    fields = [
      { Id: 10, Label: "Certificate", FieldType: "File", Required: false, Options: [], SortOrder: 1 },
    ];
    const { user } = show();
    await user.click(await screen.findByRole("combobox", { name: /^Certificate/ }));
    await user.click(await screen.findByRole("option", { name: "insurance-certificate.pdf" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(sent()).toEqual([{ LeaseId: LEASE.Id, Values: { "10": "90" } }]));
    expect(screen.getByRole("button", { name: "Upload a file for Certificate" })).toBeTruthy();
  });

  it("links the designer for a role holding the form at read-write", async () => {
    show();
    const link = await screen.findByRole("link", { name: "Design the form" });
    expect(link.getAttribute("href")).toBe("/FormBuilderLease");
  });

  it("shows the answers read-only, without Save or the designer, to a reader", async () => {
    show(FORM_READER);
    await screen.findByRole("form", { name: "Billing form" });
    expect(input("Insurer").disabled).toBe(true);
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Design the form" })).toBeNull();
  });
});
