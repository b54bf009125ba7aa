import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Route, Routes, useLocation } from "react-router";
import { act, screen, waitFor, within } from "@testing-library/react";
import { AccessRightType, ModuleId, TaskStatus, type TaskLinks } from "@fieldstead/domain";
import { ConfirmHost } from "../../../../components/ui/confirm-host.tsx";
import { SnackbarHost } from "../../../../components/ui/snackbar-host.tsx";
import { dismissAllConfirms } from "../../../../lib/confirm.ts";
import { snackbarStore } from "../../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn } from "../../../../test/session-fixtures.tsx";
import { TaskLinksTab } from "./task-links-tab.tsx";
import { json } from "../../components/task-test-data.ts";

const LINKS: TaskLinks = {
  TaskId: 7,
  Tasks: [
    {
      LinkId: 31,
      TaskId: 12,
      WorkOrderNumber: "WO-2026-00012",
      Summary: "Chiller repair",
      StatusId: TaskStatus.InProgress,
      StatusName: "In Progress",
      Direction: "Incoming",
      LinkedAt: "2026-11-20T16:00:00Z",
      LinkedByName: "Avery Admin",
    },
  ],
  Assets: [
    {
      LinkId: 32,
      AssetId: 501,
      AssetTag: "ACM-HVAC-000123",
      Name: "Chiller CH-01",
      Category: "HVAC",
      LinkedAt: "2026-11-20T17:00:00Z",
      LinkedByName: null,
    },
  ],
};

const VIEW = grantedModule(ModuleId.TaskView, ModuleId.TaskOperations, AccessRightType.ReadOnly);
const LINK = grantedModule(ModuleId.TaskLink, ModuleId.TaskOperations, AccessRightType.ReadWrite);
const ASSETS = grantedModule(ModuleId.FixedAssets, 0, AccessRightType.ReadOnly);

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const bodyOf = (path: string) => {
  const call = fetchMock.mock.calls.find(([url]) => url.includes(path));
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

const Where = () => <span data-testid="where">{useLocation().pathname}</span>;

const show = (modules = [VIEW, LINK, ASSETS]) =>
  renderSignedIn(
    <>
      <Routes>
        <Route
          path="/TaskOperations/details/7"
          element={<TaskLinksTab taskId={7} workOrderNumber="WO-000007" />}
        />
        <Route path="*" element={<Where />} />
      </Routes>
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { route: "/TaskOperations/details/7", modules },
  );

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url.includes("/Task/GetTaskLinks")) return json(LINKS);
    if (url.includes("/Task/GetTaskList"))
      return json({
        Rows: [
          { Id: 7, WorkOrderNumber: "WO-000007", Summary: "Itself" },
          {
            Id: 40,
            WorkOrderNumber: "WO-2026-00040",
            Summary: "Boiler service",
            StatusName: "Not Started",
            LocationName: "Union Plaza",
          },
        ],
        TotalCount: 2,
      });
    if (url.includes("/FixedAsset/GetAssetList"))
      return json({
        Rows: [{ Id: 777, AssetTag: "ACM-ELEC-000009", Name: "Switchboard", Category: "Electrical" }],
        TotalCount: 1,
      });
    if (url.includes("/Task/AddTaskLink"))
      return json({
        StatusCode: 0,
        StatusMessage: "WO-000007 is now linked to WO-2026-00040.",
        Links: LINKS,
      });
    if (url.includes("/Task/RemoveTaskLink"))
      return json({ StatusCode: 0, StatusMessage: "WO-000007 is no longer linked to WO-2026-00012." });
    return json({ StatusMessage: "Unexpected call" }, 500);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => {
    snackbarStore.set([]);
    dismissAllConfirms();
  });
  vi.unstubAllGlobals();
});

describe("the Links tab", () => {
  it("shows the linked work orders and assets, each opening its own page", async () => {
    const { user } = show();
    const workOrders = await screen.findByRole("table", { name: "Linked work orders" });
    const row = within(workOrders).getAllByRole("row")[1]!;
    expect(within(row).getByText("Chiller repair")).toBeTruthy();
    expect(within(row).getByText("In Progress")).toBeTruthy();
    expect(within(row).getByText(/by Avery Admin$/)).toBeTruthy();
    const assets = screen.getByRole("table", { name: "Linked assets" });
    expect(within(assets).getByText("Chiller CH-01")).toBeTruthy();
    expect(within(assets).getByText("HVAC")).toBeTruthy();
    await user.click(within(assets).getByRole("link", { name: "ACM-HVAC-000123" }));
    expect(screen.getByTestId("where").textContent).toBe("/fixedAssetManagement/asset-detailing/501");
  });

  it("opens a linked work order", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("link", { name: "WO-2026-00012" }));
    expect(screen.getByTestId("where").textContent).toBe("/TaskOperations/details/12");
  });

  it("offers no adding or removing without the link right", async () => {
    show([VIEW]);
    await screen.findByRole("table", { name: "Linked work orders" });
    expect(screen.queryByRole("button", { name: "Add link" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Remove link/ })).toBeNull();
  });

  it("says so when nothing is linked", async () => {
    fetchMock.mockImplementation(async () => json({ TaskId: 7, Tasks: [], Assets: [] }));
    show();
    expect(await screen.findByText("No work orders are linked with this one.")).toBeTruthy();
    expect(screen.getByText("No assets are linked with this work order.")).toBeTruthy();
  });

  it("links another work order found by its number or summary, never the task itself", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Add link" }));
    const dialog = await screen.findByRole("dialog", { name: "Link WO-000007" });
    await user.type(within(dialog).getByRole("combobox", { name: "Work order" }), "boiler");
    const searches = () =>
      fetchMock.mock.calls
        .filter(([url]) => url.includes("/Task/GetTaskList"))
        .map(([, init]) => JSON.parse(String(init?.body)).Search);
    await waitFor(() => expect(searches()).toContain("boiler"));
    const option = await screen.findByRole("option", { name: /WO-2026-00040 – Boiler service/ });
    expect(screen.queryByRole("option", { name: /Itself/ })).toBeNull();
    await user.click(option);
    await user.click(within(dialog).getByRole("button", { name: "Add link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodyOf("/Task/AddTaskLink")).toEqual({ TaskId: 7, LinkedTaskId: 40 });
    expect(screen.getByRole("status").textContent).toBe("WO-000007 is now linked to WO-2026-00040.");
  }, 15_000);

  it("links an asset found by its tag, and shows the server's refusal of a link that exists", async () => {
    const { user } = show();
    fetchMock.mockImplementation(async (url) => {
      if (url.includes("/FixedAsset/GetAssetList"))
        return json({
          Rows: [{ Id: 777, AssetTag: "ACM-ELEC-000009", Name: "Switchboard", Category: "Electrical" }],
        });
      if (url.includes("/Task/AddTaskLink"))
        return json(
          { StatusMessage: "WO-000007 is linked to asset ACM-ELEC-000009 already.", error: "CONFLICT" },
          409,
        );
      return json(LINKS);
    });
    await user.click(await screen.findByRole("button", { name: "Add link" }));
    const dialog = await screen.findByRole("dialog", { name: "Link WO-000007" });
    await user.click(within(dialog).getByRole("button", { name: "Asset" }));
    await user.click(within(dialog).getByRole("button", { name: "Add link" }));
    expect(within(dialog).getByText("Choose an asset to link.")).toBeTruthy();
    await user.type(within(dialog).getByRole("combobox", { name: "Asset" }), "elec");
    await user.click(await screen.findByRole("option", { name: /ACM-ELEC-000009 – Switchboard/ }));
    await user.click(within(dialog).getByRole("button", { name: "Add link" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "WO-000007 is linked to asset ACM-ELEC-000009 already.",
    );
    expect(bodyOf("/Task/AddTaskLink")).toEqual({ TaskId: 7, AssetId: 777 });
  }, 15_000);

  it("offers only work orders to a role that cannot see the fixed assets", async () => {
    const { user } = show([VIEW, LINK]);
    await user.click(await screen.findByRole("button", { name: "Add link" }));
    const dialog = await screen.findByRole("dialog", { name: "Link WO-000007" });
    expect(within(dialog).queryByRole("button", { name: "Asset" })).toBeNull();
    expect(within(dialog).getByRole("combobox", { name: "Work order" })).toBeTruthy();
  });

  it("removes a link after the confirmation", async () => {
    const { user } = show();
    await user.click(await screen.findByRole("button", { name: "Remove link to WO-2026-00012" }));
    const confirmation = await screen.findByRole("dialog");
    expect(
      within(confirmation).getByText("WO-000007 will no longer be linked to WO-2026-00012."),
    ).toBeTruthy();
    await user.click(within(confirmation).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(bodyOf("/Task/RemoveTaskLink")).toEqual({ LinkId: 31 }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "WO-000007 is no longer linked to WO-2026-00012.",
    );
  });
});
