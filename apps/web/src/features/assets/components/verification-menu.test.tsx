import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import {
  AccessRightType,
  AssetStatus,
  ModuleId,
  VerificationState,
  type AssetDetail,
  type AssetListRow,
  type ModuleEntry,
} from "@fieldstead/domain";
import { SnackbarHost } from "../../../components/ui/snackbar-host.tsx";
import { snackbarStore } from "../../../lib/snackbar.ts";
import { grantedModule, renderSignedIn, testQueryClient } from "../../../test/session-fixtures.tsx";
import { assetQuery } from "../api/get-asset.ts";
import { AssetSelectionActions } from "./asset-selection-actions.tsx";
import { AssetActions } from "./detail/asset-actions.tsx";

/** A role holding these operations under Fixed Assets, at read-write. */
const operations = (...ids: number[]): ModuleEntry[] =>
  ids.map((id) => grantedModule(id, ModuleId.FixedAssets, AccessRightType.ReadWrite));

const ASSET: AssetDetail = {
  Id: 9,
  AssetTag: "ACM-HVAC-000123",
  Name: "Chiller CH-01",
  Description: null,
  Serialized: true,
  SerialNumber: "TR-88123",
  Quantity: 1,
  StatusId: AssetStatus.Active,
  StatusName: "Active",
  VerificationState: VerificationState.Newly_Created,
  PurchaseDate: null,
  PurchaseCost: null,
  Part: { Id: 3, PartNumber: "HVAC-00003", PartName: "Chiller CVHE", Serialized: true, IsActive: true },
  Category: { Id: 1, Name: "HVAC", Code: "HVAC" },
  Manufacturer: "Trane",
  Vendor: null,
  Location: null,
  CreatedBy: null,
  CreatedAt: "2026-11-20T16:00:00Z",
  UpdatedBy: null,
  UpdatedAt: "2026-11-20T16:00:00Z",
  Components: [],
  OpenMoveRequest: null,
};

const fetchMock = vi.fn<typeof fetch>();
const sent = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes("/FixedAsset/SetAssetVerification"))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

/** Shows `ui` to a role holding `held`, with the asset's page data already read. */
const show = (ui: ReactNode, held: ModuleEntry[]) => {
  const client = testQueryClient();
  client.setQueryData(assetQuery(ASSET.Id).queryKey, ASSET);
  return renderSignedIn(
    <>
      {ui}
      <SnackbarHost />
    </>,
    { modules: held, client, route: "/fixedAssetManagement/asset-detailing/9" },
  );
};

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () =>
      new Response(JSON.stringify({ StatusCode: 0, StatusMessage: "1 asset is now Verified.", Assets: [] }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => snackbarStore.set([]));
  vi.unstubAllGlobals();
});

describe("the asset page's Verification", () => {
  it("is offered to a role holding Edit Asset: Verified, Unverified or Pending Verification", async () => {
    const { user } = show(<AssetActions asset={ASSET} />, operations(ModuleId.AssetEdit));
    await user.click(screen.getByRole("button", { name: "Verification" }));
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Verified", "Unverified", "Pending Verification"]);
  });

  it("is not offered to a role without Edit Asset", () => {
    show(<AssetActions asset={ASSET} />, operations(ModuleId.AssetStatus, ModuleId.AssetDelete));
    expect(screen.getByRole("button", { name: "Change status" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Verification" })).toBeNull();
  });

  it("sets the state picked, says so, and reads the asset again", async () => {
    const { user, client } = show(<AssetActions asset={ASSET} />, operations(ModuleId.AssetEdit));
    await user.click(screen.getByRole("button", { name: "Verification" }));
    await user.click(await screen.findByRole("menuitem", { name: "Verified" }));
    await waitFor(() => expect(sent()).toEqual([{ Ids: [9], VerificationState: "Verified" }]));
    expect(await screen.findByText("1 asset is now Verified.")).toBeTruthy();
    expect(client.getQueryState(assetQuery(ASSET.Id).queryKey)?.isInvalidated).toBe(true);
  });
});

describe("the asset list's Set verification", () => {
  const rows = [9, 10].map((Id) => ({ Id }) as AssetListRow);

  it("sets the state of every picked row, then lets the list reload", async () => {
    const onVerified = vi.fn();
    const { user } = show(
      <AssetSelectionActions
        rows={rows}
        onMove={() => undefined}
        onChangeStatus={() => undefined}
        onVerified={onVerified}
        onDelete={() => undefined}
      />,
      operations(ModuleId.AssetEdit),
    );
    await user.click(screen.getByRole("button", { name: "Set verification" }));
    await user.click(await screen.findByRole("menuitem", { name: "Pending Verification" }));
    await waitFor(() =>
      expect(sent()).toEqual([{ Ids: [9, 10], VerificationState: "Pending_Verification" }]),
    );
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
  });

  it("is not offered to a role without Edit Asset", () => {
    show(
      <AssetSelectionActions
        rows={rows}
        onMove={() => undefined}
        onChangeStatus={() => undefined}
        onVerified={() => undefined}
        onDelete={() => undefined}
      />,
      operations(ModuleId.AssetStatus),
    );
    expect(screen.queryByRole("button", { name: "Set verification" })).toBeNull();
  });
});
