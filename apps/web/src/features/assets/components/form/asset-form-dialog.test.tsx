import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { LocationLevel, type LocationOption, type PartOption } from "@fieldstead/domain";
import { renderUi } from "../../../../test/render-ui.tsx";
import { AssetFormDialog } from "./asset-form-dialog.tsx";

const CHILLER: PartOption = {
  Id: 11,
  PartNumber: "HVAC-00003",
  PartName: "Chiller CVHE",
  CategoryId: 1,
  CategoryName: "HVAC",
  ManufacturerName: "Trane",
  Serialized: true,
};
const FILTER: PartOption = {
  ...CHILLER,
  Id: 12,
  PartNumber: "FLT-2020",
  PartName: "Pleated filter",
  Serialized: false,
};
const SITE: LocationOption = {
  Id: 5,
  Code: "DTC-01",
  Name: "Denver Tech Center Campus",
  LevelId: LocationLevel.Site,
  Path: "",
  IsWarehouse: false,
  Status: "Active",
};

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const bodiesOf = (action: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).includes(`/FixedAsset/${action}`))
    .map(([, init]) => JSON.parse(String(init?.body ?? "{}")) as Record<string, unknown>);

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.includes("/FixedAsset/SearchParts")) return json({ Parts: [CHILLER, FILTER] });
    if (url.includes("/Location/SearchLocations")) return json({ Locations: [SITE] });
    if (url.includes("/FixedAsset/GetVendorList")) return json({ Rows: [], TotalCount: 0, NextCursor: null });
    if (url.includes("/FixedAsset/CreateAsset"))
      return json({
        StatusCode: 0,
        StatusMessage: "The asset has been created.",
        Assets: [{ Id: 77, AssetTag: "ACM-HVAC-000901" }],
      });
    return json({}, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const show = () => {
  const onSaved = vi.fn();
  const view = renderUi(<AssetFormDialog onClose={() => undefined} onSaved={onSaved} />, {
    wrapper: (children) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {children}
      </QueryClientProvider>
    ),
  });
  return { ...view, onSaved };
};

const pick = async (user: ReturnType<typeof show>["user"], label: string, option: RegExp) => {
  // Opening the list reads the first options; typing would replace the list while the click lands.
  const box = screen.getByRole("combobox", { name: label }) as HTMLInputElement;
  await user.click(box);
  await user.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(box.value).toMatch(option));
};

describe("the asset form's serial number or quantity", () => {
  it("asks nothing before a part is picked, a serial number for a serialized part, a quantity for a consumable", async () => {
    const { user } = show();
    expect(screen.getByText("Pick a part to give its serial number or quantity.")).toBeTruthy();
    expect(screen.queryByLabelText(/Serial number/)).toBeNull();
    expect(screen.queryByLabelText(/Quantity/)).toBeNull();

    await pick(user, "Part", /HVAC-00003/);
    expect(await screen.findByLabelText(/Serial number/)).toBeTruthy();
    expect(screen.queryByLabelText(/Quantity/)).toBeNull();

    await pick(user, "Part", /FLT-2020/);
    expect(((await screen.findByLabelText(/Quantity/)) as HTMLInputElement).value).toBe("1");
    expect(screen.queryByLabelText(/Serial number/)).toBeNull();
  });

  it("refuses a serialized asset without its serial number before sending, then sends it with one", async () => {
    const { user, onSaved } = show();
    await pick(user, "Part", /HVAC-00003/);
    await pick(user, "Location", /Denver Tech Center Campus/);
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(await screen.findByText("A serialized part needs a serial number.")).toBeTruthy();
    expect(bodiesOf("CreateAsset")).toEqual([]);
    await user.type(screen.getByLabelText(/Serial number/), "SN-4471");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ Id: 77, AssetTag: "ACM-HVAC-000901" }));
    expect(bodiesOf("CreateAsset")[0]).toMatchObject({
      PartId: 11,
      LocationId: 5,
      SerialNumber: "SN-4471",
      Quantity: null,
    });
  });

  it("sends a consumable's quantity and no serial number", async () => {
    const { user, onSaved } = show();
    await pick(user, "Part", /FLT-2020/);
    await pick(user, "Location", /Denver Tech Center Campus/);
    const quantity = screen.getByLabelText(/Quantity/);
    await user.clear(quantity);
    await user.type(quantity, "24");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf("CreateAsset")[0]).toMatchObject({ PartId: 12, Quantity: 24, SerialNumber: null });
  });
});
