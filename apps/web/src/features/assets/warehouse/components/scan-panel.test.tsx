import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import type { ScanResult, WarehouseSummary } from "@fieldstead/domain";
import { renderUi } from "../../../../test/render-ui.tsx";
import { ScanPanel } from "./scan-panel.tsx";

const WAREHOUSE: WarehouseSummary = {
  Id: 7,
  Code: "RDC",
  Name: "Redwood Distribution Center",
  Status: "Active",
  PartCount: 35,
  UnitCount: 940,
  SerializedCount: 17,
};
const SITE = {
  Id: 12,
  Code: "DTC",
  Name: "Denver Tech Center Campus",
  LevelId: 1,
  Path: "",
  IsWarehouse: false,
  Status: "Active",
};
const FILTERS: ScanResult = {
  MovementId: 1,
  Direction: "Out",
  Code: "FLT-20252-M13",
  AssetId: 40,
  AssetTag: "ACM-HVAC-000340",
  Name: "Pleated Filter 20x25x2 MERV 13",
  PartNumber: "FLT-20252-M13",
  PartName: "Pleated Filter 20x25x2 MERV 13",
  Serialized: false,
  Quantity: 2,
  OnHand: 89,
  LocationName: "Denver Tech Center Campus",
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const scansSent = () =>
  fetchMock.mock.calls
    .filter(([url]) => url.includes("/FixedAsset/ScanWarehouse"))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

const show = () => {
  const onScanned = vi.fn();
  const rendered = renderUi(<ScanPanel warehouse={WAREHOUSE} onScanned={onScanned} />, {
    wrapper: (children) => (
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {children}
      </QueryClientProvider>
    ),
  });
  return { ...rendered, onScanned };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe("the scan panel", () => {
  it("sends a scanner's code on Enter, lists what the scan did, and is ready for the next code", async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url.includes("SearchLocations")) return json({ Locations: [SITE] });
      return json({ StatusCode: 0, StatusMessage: "scanned", Scan: FILTERS });
    });
    const { user, onScanned } = show();
    const code = screen.getByRole("textbox", { name: "Code" });
    expect(document.activeElement).toBe(code);
    await user.click(screen.getByRole("button", { name: "Out" }));
    await user.click(screen.getByRole("combobox", { name: /Send to/ }));
    await user.click(await screen.findByRole("option", { name: /Denver Tech Center Campus/ }));
    await user.clear(screen.getByRole("spinbutton", { name: "Quantity" }));
    await user.type(screen.getByRole("spinbutton", { name: "Quantity" }), "2");
    await user.type(code, "FLT-20252-M13{Enter}");

    const scans = await screen.findByRole("list", { name: "Scans" });
    await within(scans).findByText(
      "2 × FLT-20252-M13 Pleated Filter 20x25x2 MERV 13 → Denver Tech Center Campus. On hand: 89 of FLT-20252-M13.",
    );
    expect(scansSent()).toEqual([
      {
        WarehouseId: 7,
        Direction: "Out",
        Code: "FLT-20252-M13",
        Quantity: 2,
        ToLocationId: 12,
        FromLocationId: null,
      },
    ]);
    expect(onScanned).toHaveBeenCalledTimes(1);
    expect((code as HTMLInputElement).value).toBe("");
    expect(document.activeElement).toBe(code);
  });

  it("shows the server's refusal beside the scan, and keeps scans in the order they were made", async () => {
    let release: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementation(async (url, init) => {
      const { Code } = JSON.parse(String(init?.body)) as { Code: string };
      if (Code === "SLOW-1") {
        await first;
        return json({ StatusCode: 0, StatusMessage: "scanned", Scan: { ...FILTERS, Direction: "In", Code } });
      }
      return json(
        {
          StatusCode: 2,
          StatusMessage: "Invalid request: Code: no asset tag, serial number or part number reads NOPE",
          fields: [{ field: "Code", message: "no asset tag, serial number or part number reads NOPE" }],
        },
        400,
      );
    });
    const { user, onScanned } = show();
    const code = screen.getByRole("textbox", { name: "Code" });
    await user.type(code, "SLOW-1{Enter}");
    await user.type(code, "NOPE{Enter}");
    expect(screen.getByRole("progressbar", { name: "Scanning" })).toBeTruthy();
    // The second scan waits for the first.
    expect(scansSent().map((s) => s.Code)).toEqual(["SLOW-1"]);
    release();
    await screen.findByText("No asset tag, serial number or part number reads NOPE.");
    expect(scansSent().map((s) => s.Code)).toEqual(["SLOW-1", "NOPE"]);
    const items = within(screen.getByRole("list", { name: "Scans" })).getAllByRole("listitem");
    expect(items.map((i) => i.textContent?.split(" · ")[0])).toEqual(["In", "In"]);
    expect(items[0]!.textContent).toContain("NOPE");
    expect(onScanned).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("progressbar", { name: "Scanning" })).toBeNull());
  });

  it("asks where the units go before a scan out is sent", async () => {
    const { user } = show();
    await user.click(screen.getByRole("button", { name: "Out" }));
    await user.type(screen.getByRole("textbox", { name: "Code" }), "ACM-HVAC-000004{Enter}");
    expect(await screen.findByText("Say where the units go.")).toBeTruthy();
    expect(scansSent()).toEqual([]);
  });
});
