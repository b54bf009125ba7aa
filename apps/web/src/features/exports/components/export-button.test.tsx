import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { AccessRightType, ExportKind, ModuleId, type ModuleEntry } from "@fieldstead/domain";
import type { GridExportState } from "../../../components/grid/grid-export-state.ts";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { transfers } from "../../../lib/transfers.ts";
import { grantedModule, renderSignedIn, SIGNED_IN_USER } from "../../../test/session-fixtures.tsx";
import { ExportButton } from "./export-button.tsx";

const USER = SIGNED_IN_USER;

const held = (...ids: number[]): ModuleEntry[] =>
  ids.map((id) => grantedModule(id, ModuleId.FixedAssets, AccessRightType.ReadWrite));

const stateOf = (total: number): GridExportState<{ VerificationFilter: string }> => ({
  query: {
    SortModel: [{ colId: "Name", sort: "desc" }],
    FilterModel: {},
    Search: "pump",
    VerificationFilter: "Verified",
  },
  columns: [
    { colId: "AssetTag", header: "Asset tag" },
    { colId: "Name", header: "Name" },
  ],
  total,
});

const fetchMock = vi.fn<typeof fetch>();
const startBodies = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith("/api/Export/Start"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const show = (modules: ModuleEntry[], total = 40) =>
  renderSignedIn(
    <>
      <ExportButton kind={ExportKind.AssetList} readState={() => stateOf(total)} />
      <SnackbarHost />
    </>,
    { user: USER, modules, route: "/fixedAssetManagement" },
  );

let transfersDuringFetch: number[] = [];
const savedNames: string[] = [];

beforeEach(() => {
  transfersDuringFetch = [];
  savedNames.length = 0;
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (_url, init) => {
    transfersDuringFetch.push(transfers.count());
    const body = JSON.parse(String(init?.body)) as { Mode: number };
    return body.Mode === 1
      ? new Response("xlsx file", {
          status: 200,
          headers: { "Content-Disposition": 'attachment; filename="Assets_List_20261120160000.xlsx"' },
        })
      : new Response(JSON.stringify({ StatusCode: 0, StatusMessage: "Export started", JobId: 5 }), {
          status: 200,
          headers: { "Content-Type": "application/json" },
        });
  });
  vi.stubGlobal("fetch", fetchMock);
  URL.createObjectURL = vi.fn(() => "blob:file");
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    savedNames.push(this.download);
  });
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the Export menu of a list", () => {
  it("is not shown to a role without the export right", () => {
    show(held(ModuleId.FixedAssets));
    expect(screen.queryByRole("button", { name: "Export" })).toBeNull();
  });

  it("downloads the grid's rows at once as Excel, under the server's file name, counting as a running download", async () => {
    const { user } = show(held(ModuleId.AssetExport));
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(screen.getByRole("menuitem", { name: "Excel" }));
    await waitFor(() =>
      expect([savedNames, snackbarStore.get().map((s) => s.message), fetchMock.mock.calls.length]).toEqual([
        ["Assets_List_20261120160000.xlsx"],
        [],
        1,
      ]),
    );
    expect(startBodies()).toEqual([
      {
        ExportKind: ExportKind.AssetList,
        Mode: 1,
        Format: "xlsx",
        Query: stateOf(40).query,
        Columns: ["AssetTag", "Name"],
      },
    ]);
    expect(transfersDuringFetch).toEqual([1]);
    expect(transfers.count()).toBe(0);
  });

  it("sends a long list to the background and says where to follow it; PDF and Word are refused", async () => {
    const { user } = show(held(ModuleId.AssetExport), 12_000);
    await user.click(screen.getByRole("button", { name: "Export" }));
    expect(screen.getByRole("menuitem", { name: /PDF/ }).getAttribute("aria-disabled")).toBe("true");
    expect(screen.getByRole("menuitem", { name: /Word/ }).getAttribute("aria-disabled")).toBe("true");
    await user.click(screen.getByRole("menuitem", { name: "Excel" }));
    await screen.findByText("Export started — follow it in the Download Center");
    expect(screen.getByRole("link", { name: "Download Center" }).getAttribute("href")).toBe("/Image");
    expect(startBodies().map((b) => b.Mode)).toEqual([0]);
    expect(savedNames).toEqual([]);
  });

  it("exports a short list in the background when asked to", async () => {
    const { user } = show(held(ModuleId.AssetExport));
    await user.click(screen.getByRole("button", { name: "Export" }));
    await user.click(screen.getByRole("menuitemcheckbox", { name: /Export in background/ }));
    await user.click(screen.getByRole("menuitem", { name: "Word" }));
    await screen.findByText("Export started — follow it in the Download Center");
    expect(startBodies().map((b) => [b.Mode, b.Format])).toEqual([[0, "docx"]]);
  });
});
