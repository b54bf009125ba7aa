import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import { AccessRightType, ModuleId } from "@fieldstead/domain";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { leaveGuardStore, resetLeaveGuards } from "../../../../lib/leave-guard.ts";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { CAROUSEL_SETTINGS, json } from "../../components/analytics-test-data.ts";
import { CarouselSettingsPage } from "./carousel-settings-page.tsx";

const DASHBOARD = grantedModule(ModuleId.Dashboard, 0, AccessRightType.ReadOnly);
const ADMINISTRATOR = [
  DASHBOARD,
  grantedModule(ModuleId.DashboardCarousel, ModuleId.Dashboard, AccessRightType.ReadWrite),
];
const VIEWER = [
  DASHBOARD,
  grantedModule(ModuleId.DashboardCarousel, ModuleId.Dashboard, AccessRightType.ReadOnly),
];

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const saves = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.endsWith("/Analytics/SaveCarouselSettings"))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const show = (modules = ADMINISTRATOR) =>
  renderSignedIn(
    <>
      <Routes>
        <Route path="/slideshow-dashboards/settings" element={<CarouselSettingsPage />} />
        <Route path="/no-rights" element={<p>Access not permitted.</p>} />
      </Routes>
      <SnackbarHost />
    </>,
    { route: "/slideshow-dashboards/settings", modules },
  );
const rows = async () =>
  within(await screen.findByRole("list", { name: "Carousel dashboards" })).getAllByRole("listitem");
const names = async () => (await rows()).map((row) => row.getAttribute("aria-label"));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.endsWith("/Analytics/GetCarouselSettings")) return json(CAROUSEL_SETTINGS);
    if (url.endsWith("/Analytics/SaveCarouselSettings"))
      return json({ StatusCode: 0, StatusMessage: "Saved" });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  resetLeaveGuards();
  vi.unstubAllGlobals();
});

describe("the carousel settings", () => {
  it("send a role that cannot change the carousel to the no-rights page, asking the server nothing", async () => {
    show(VIEWER);
    expect(await screen.findByText("Access not permitted.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("list the entries in playing order, a blank title under its default, and link the carousel", async () => {
    show();
    expect(await names()).toEqual(["1. Work Orders", "2. Sales Analytics", "3. Energy"]);
    const link = screen.getByRole("link", { name: "Open the carousel" });
    expect(link.getAttribute("href")).toBe("/slideshow-dashboards");
    expect(link.getAttribute("target")).toBe("_blank");
    const external = (await rows())[2]!;
    expect((within(external).getByLabelText("Address") as HTMLInputElement).value).toBe(
      "https://metabase.example.com/embed/dashboard/abc",
    );
  });

  it("reorder, remove and add entries, hold the page while unsaved, and save the list in its new order", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Move up: Sales Analytics" }));
    expect(await names()).toEqual(["1. Sales Analytics", "2. Work Orders", "3. Energy"]);
    await user.click(screen.getByRole("button", { name: "Move down: Work Orders" }));
    expect(await names()).toEqual(["1. Sales Analytics", "2. Energy", "3. Work Orders"]);
    expect(screen.getByRole("button", { name: "Move up: Sales Analytics" }).hasAttribute("disabled")).toBe(
      true,
    );
    expect(screen.getByRole("button", { name: "Move down: Work Orders" }).hasAttribute("disabled")).toBe(
      true,
    );
    await user.click(screen.getByRole("button", { name: "Remove: Energy" }));
    await user.click(screen.getByRole("button", { name: "Add dashboard" }));
    // A new entry takes the first built-in dashboard not on the list yet.
    expect(await names()).toEqual(["1. Sales Analytics", "2. Work Orders", "3. Customer Insights"]);
    await user.type(within((await rows())[2]!).getByLabelText("Title"), "Sites");
    expect(screen.getByText("The list has unsaved changes.")).toBeTruthy();
    expect(leaveGuardStore.get().unsavedForms).toBe(1);

    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toEqual({
      Entries: [
        { DashboardId: 1424, Title: "", Url: null },
        { DashboardId: 1447, Title: "Work Orders", Url: null },
        { DashboardId: 1457, Title: "Sites", Url: null },
      ],
    });
    expect(await screen.findByText("Carousel saved.")).toBeTruthy();
  });

  it("show a field the server refused beside that field", async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url.endsWith("/Analytics/GetCarouselSettings")) return json(CAROUSEL_SETTINGS);
      return json(
        {
          StatusMessage: "Invalid request: Entries.2.Url: This address cannot be framed.",
          fields: [{ field: "Entries.2.Url", message: "This address cannot be framed." }],
        },
        400,
      );
    });
    const { user } = show();
    const title = within((await rows())[0]!).getByLabelText("Title");
    await user.clear(title);
    await user.click(screen.getByRole("button", { name: "Save" }));
    const address = within((await rows())[2]!).getByLabelText("Address");
    await waitFor(() => expect(address.getAttribute("aria-invalid")).toBe("true"));
    expect(within((await rows())[2]!).getByText("This address cannot be framed.")).toBeTruthy();
    expect(screen.getByText("The list was not saved: see the messages beside the fields.")).toBeTruthy();
    // Changing the field takes its message away.
    await user.type(address, "x");
    expect(within((await rows())[2]!).queryByText("This address cannot be framed.")).toBeNull();
  });

  it("check each entry before sending, with the server's own rules", async () => {
    const { user } = show();
    const external = (await rows())[2]!;
    await user.clear(within(external).getByLabelText("Dashboard id"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(await within(external).findByText("DashboardId must be a number.")).toBeTruthy();
    expect(saves()).toEqual([]);
  });

  it("Discard changes puts the saved list back", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Remove: Energy" }));
    expect(await names()).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Discard changes" }));
    expect(await names()).toEqual(["1. Work Orders", "2. Sales Analytics", "3. Energy"]);
    expect(leaveGuardStore.get().unsavedForms).toBe(0);
  });
});
