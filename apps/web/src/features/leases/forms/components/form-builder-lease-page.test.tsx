import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { leaveGuardStore, resetLeaveGuards } from "../../../../lib/leave-guard.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { FormBuilderLeasePage } from "./form-builder-lease-page.tsx";
import { LEASE_FIELD_MESSAGES } from "./lease-field-drafts.ts";
import { FIELDS, FORM_READER, FORM_WRITER, json } from "./lease-forms-test-data.ts";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/Lease/SaveLeaseFormFields"))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const show = (modules = FORM_WRITER) => renderSignedIn(<FormBuilderLeasePage />, { modules, route: "/" });
const fieldList = async () => screen.findByRole("list", { name: "Lease form fields" });
const items = async () => within(await fieldList()).getAllByRole("listitem", { name: /./ });
const save = () => screen.getByRole("button", { name: "Save" });

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Lease/GetLeaseFormFields")) return json(FIELDS);
    if (url.includes("/Lease/SaveLeaseFormFields")) return json(FIELDS);
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => resetLeaveGuards());
  vi.unstubAllGlobals();
});

describe("the lease form's designer", () => {
  it("lists the fields in order with a dropdown's options as chips", async () => {
    show();
    const [first, second] = await items();
    expect((within(first!).getByLabelText(/^Label/) as HTMLInputElement).value).toBe("Rent basis");
    expect(within(first!).getByRole("list", { name: "Options of Rent basis" }).textContent).toBe("GrossNet");
    expect((within(second!).getByLabelText(/^Label/) as HTMLInputElement).value).toBe("Insurer");
  });

  it("saves the whole list in its new order, with an added dropdown and its options", async () => {
    const { user } = show();
    await fieldList();
    await user.click(screen.getByRole("button", { name: "Move up: Insurer" }));
    await user.click(screen.getByRole("button", { name: "Remove: Parking bays" }));
    await user.click(screen.getByRole("button", { name: "Add field" }));
    const added = (await items())[2]!;
    await user.click(within(added).getByLabelText(/^Label/));
    await user.paste("Zone");
    await user.click(within(added).getByRole("combobox", { name: "Type" }));
    await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Dropdown" }));
    await user.click(within(added).getByRole("checkbox", { name: "Required" }));
    const option = within(added).getByLabelText("New option of Zone");
    await user.click(option);
    await user.paste("North");
    await user.keyboard("{Enter}");
    await user.click(option);
    await user.paste("South");
    await user.click(within(added).getByRole("button", { name: "Add option" }));
    expect(leaveGuardStore.get().unsavedForms).toBe(1);
    await user.click(save());
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      Fields: [
        { Id: 8, Label: "Insurer", FieldType: "Text", Required: true, Options: [] },
        { Id: 7, Label: "Rent basis", FieldType: "Dropdown", Required: true, Options: ["Gross", "Net"] },
        { Id: null, Label: "Zone", FieldType: "Dropdown", Required: true, Options: ["North", "South"] },
      ],
    });
    await waitFor(() => expect(leaveGuardStore.get().unsavedForms).toBe(0));
  }, 30_000);

  it("says a dropdown needs options, and sends nothing", async () => {
    const { user } = show();
    await fieldList();
    await user.click(screen.getByRole("button", { name: "Add field" }));
    const added = (await items())[3]!;
    await user.click(within(added).getByLabelText(/^Label/));
    await user.paste("Zone");
    await user.click(within(added).getByRole("combobox", { name: "Type" }));
    await user.click(within(screen.getByRole("listbox")).getByRole("option", { name: "Dropdown" }));
    await user.click(save());
    expect(await within(added).findByText(LEASE_FIELD_MESSAGES.options)).toBeTruthy();
    expect(sent()).toEqual([]);
  });

  it("shows the fields read-only, with a note, to a role without the form at read-write", async () => {
    show(FORM_READER);
    await fieldList();
    expect(screen.getByText(/Changing them needs Lease Billing Form at read-write/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add field" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect((screen.getAllByLabelText(/^Label/)[0] as HTMLInputElement).disabled).toBe(true);
  });
});
