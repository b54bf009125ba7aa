import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { EMAIL_FORMAT_MESSAGE } from "@fieldstead/domain";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { ClientServicesPage } from "./client-services-page.tsx";
import {
  beAComputer,
  beAPhone,
  BILLING_READER,
  BILLING_WRITER,
  client,
  json,
  listReply,
} from "./setup-test-data.ts";

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const sent = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);
let listAnswer: () => Response;
let saveAnswers: Response[];

const show = (modules = BILLING_WRITER) =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/clientServices" element={<ClientServicesPage />} />
        <Route path="/chargeProfile" element={<p>Charge profile page</p>} />
        <Route path="/no-rights" element={<p>Access not permitted.</p>} />
      </Routes>
      <SnackbarHost />
    </>,
    { modules, route: "/clientServices" },
  );

beforeEach(() => {
  listAnswer = () =>
    json(
      listReply([
        client(),
        client({ Id: 8, Name: "Harbor Dental", ContactEmail: "billing@harbor.example", IsActive: false }),
      ]),
    );
  saveAnswers = [];
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Billing/GetClientList")) return listAnswer();
    if (url.includes("/Billing/SaveClient"))
      return saveAnswers.shift() ?? json({ StatusCode: 0, StatusMessage: "Client saved.", Id: 9 });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
  beAComputer();
});

const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const messageOf = (id: string) => document.getElementById(`client-${id}-helper-text`)?.textContent ?? null;
const type = async (user: ReturnType<typeof show>["user"], label: string, text: string) => {
  await user.clear(field(label));
  await user.click(field(label));
  await user.paste(text);
};

// The grid's first rows in jsdom, while other suites share the two cores: seconds, at times over findBy's 5 s.
const GRID_WAIT = { timeout: 20_000 };

// A form dialog over the grid in jsdom, typed into field by field: seconds a test on a busy machine.
describe("Client Services", { timeout: 60_000 }, () => {
  it("lists the clients the server answers", async () => {
    show();
    expect(screen.getByRole("heading", { name: "Client Services" })).toBeTruthy();
    const grid = await screen.findByRole("region", { name: "Clients" });
    expect(await within(grid).findByText("Blue Fern Cafe", {}, GRID_WAIT)).toBeTruthy();
    expect(within(grid).getByText("Harbor Dental")).toBeTruthy();
    expect(within(grid).getByText("dana@bluefern.example")).toBeTruthy();
    expect(within(grid).getByText("Inactive")).toBeTruthy();
  });

  it("goes to a client's charge profile from its row, without opening the row", async () => {
    const { user } = show();
    const grid = await screen.findByRole("region", { name: "Clients" });
    await within(grid).findByText("Harbor Dental", {}, GRID_WAIT);
    await user.click(within(grid).getByRole("button", { name: "Charge profile of Harbor Dental" }));
    expect(await screen.findByText("Charge profile page")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the clients as cards on a phone, each with the way to its charge profile", async () => {
    beAPhone();
    const { user } = show();
    const cards = await screen.findByRole("list", { name: "Clients" }, GRID_WAIT);
    const harbor = within(cards).getAllByRole("listitem")[1]!;
    expect(harbor.textContent).toContain("Harbor Dental");
    expect(harbor.textContent).toContain("Inactive");
    expect(harbor.textContent).toContain("3 lines");
    await user.click(await screen.findByRole("button", { name: "Charge profile of Harbor Dental" }));
    expect(await screen.findByText("Charge profile page")).toBeTruthy();
    // The profile button is not a click on the row: no edit dialog opened on the way.
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("creates a client with the typed values, showing a refusal of the server under the field it names", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "New client" }, GRID_WAIT));
    const dialog = await screen.findByRole("dialog", { name: "New client" });
    expect(field("Currency *").value).toBe("USD");
    expect(field("Payment terms (days) *").value).toBe("30");
    expect(within(dialog).getByText(/their sites are billed to the client/)).toBeTruthy();
    await type(user, "Name *", "Northwind Offices");
    await type(user, "Billing contact", "Sam Ortiz");
    await type(user, "Contact e-mail", "ap@northwind.example");
    await type(user, "Currency *", "eur");
    await type(user, "Payment terms (days) *", "45");
    await type(user, "Lessee on leases", "Northwind Offices Ltd");

    saveAnswers = [
      json({ StatusMessage: "Invalid request", fields: [{ field: "Name", message: "Name is taken." }] }, 400),
    ];
    await user.click(within(dialog).getByRole("button", { name: "Create client" }));
    await waitFor(() => expect(messageOf("Name")).toBe("Name is taken."));
    expect(screen.getByRole("dialog", { name: "New client" })).toBeTruthy();

    await user.click(within(dialog).getByRole("button", { name: "Create client" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "New client" })).toBeNull());
    expect(await screen.findByText("Client saved.")).toBeTruthy();
    expect(sent("/Billing/SaveClient")[1]).toEqual({
      Name: "Northwind Offices",
      ContactName: "Sam Ortiz",
      ContactEmail: "ap@northwind.example",
      Currency: "EUR",
      PaymentTermsDays: 45,
      TaxRegistration: null,
      LesseeName: "Northwind Offices Ltd",
      IsActive: true,
    });
  });

  it("holds the contact e-mail to the product's rule while it is typed", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "New client" }, GRID_WAIT));
    await screen.findByRole("dialog", { name: "New client" });
    await type(user, "Contact e-mail", "ap@");
    await waitFor(() => expect(messageOf("ContactEmail")).toBe(EMAIL_FORMAT_MESSAGE));
    await user.type(field("Contact e-mail"), "northwind.example");
    await waitFor(() => expect(messageOf("ContactEmail")).toBeNull());
    // Nothing else is judged before it is visited.
    expect(messageOf("Name")).toBeNull();
  });

  it("opens a client's row to edit it, and saves it by its id", async () => {
    const { user } = show();
    const grid = await screen.findByRole("region", { name: "Clients" });
    await user.click(await within(grid).findByText("Blue Fern Cafe", {}, GRID_WAIT));
    const dialog = await screen.findByRole("dialog", { name: "Edit client" });
    expect(field("Name *").value).toBe("Blue Fern Cafe");
    expect(field("Lessee on leases").value).toBe("Blue Fern Cafe LLC");
    await type(user, "Payment terms (days) *", "60");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(sent("/Billing/SaveClient")).toHaveLength(1));
    expect(sent("/Billing/SaveClient")[0]).toMatchObject({
      Id: 7,
      Name: "Blue Fern Cafe",
      PaymentTermsDays: 60,
    });
  });

  it("shows a role without billing the no-rights page when the list is refused", async () => {
    listAnswer = () => json({ StatusMessage: "Forbidden" }, 403);
    show([]);
    expect(await screen.findByText("Access not permitted.", {}, GRID_WAIT)).toBeTruthy();
  });

  it("offers no 'New client' to a role that only reads billing", async () => {
    show(BILLING_READER);
    const grid = await screen.findByRole("region", { name: "Clients" });
    expect(await within(grid).findByText("Blue Fern Cafe", {}, GRID_WAIT)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "New client" })).toBeNull();
  });
});
