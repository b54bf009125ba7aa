import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import {
  assetAddress,
  MoveRequestStatus,
  type AssetDetail,
  type AssetListRow,
  type AssetSummaryReply,
  type AssetWriteReply,
  type DashboardCustomisationsReply,
  type ListReply,
} from "@fieldstead/domain";
import { createTestApp } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import {
  demoRecords,
  fieldsOf,
  openAssetTestKit,
  putInMoveRequest,
  type AssetTestKit,
} from "./assets.test-kit.ts";

const decodeQr = (png: Buffer): string | undefined => {
  const image = PNG.sync.read(png);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data;
};

describe.each(testBackends())("reading assets on %s", (backend) => {
  let kit: AssetTestKit;
  let demo: Awaited<ReturnType<typeof demoRecords>>;
  let assetId: number;
  let assetTag: string;

  beforeAll(async () => {
    kit = await openAssetTestKit(backend);
    demo = await demoRecords(kit.t, kit.acmeId);
    const made = await kit.ok<AssetWriteReply>(
      kit.call("admin", "CreateAsset", {
        body: {
          PartId: demo.serializedPart.id,
          LocationId: demo.site.id,
          SerialNumber: "DETAIL-1",
          VendorId: demo.vendor.id,
        },
      }),
    );
    assetId = made.Assets[0]!.Id;
    assetTag = made.Assets[0]!.AssetTag;
  });
  afterAll(() => kit?.close());

  it("answers every fact of an asset: part, category, vendor, place with its path, people, components, open move", async () => {
    await kit.ok(
      kit.call("admin", "UpdateAssetComponents", {
        body: { AssetId: assetId, Add: [{ PartId: demo.consumablePart.id, Quantity: 3 }] },
      }),
    );
    const detail = await kit.ok<AssetDetail>(kit.call("lease", "GetAsset", { query: { Id: assetId } }));
    expect(detail).toMatchObject({
      Id: assetId,
      AssetTag: assetTag,
      SerialNumber: "DETAIL-1",
      Quantity: 1,
      StatusName: "Active",
      Part: { Id: demo.serializedPart.id, PartNumber: demo.serializedPart.partNumber, Serialized: true },
      Vendor: { Id: demo.vendor.id, Name: demo.vendor.name },
      Location: { Id: demo.site.id, Name: demo.site.name, IsWarehouse: false, Path: [] },
      CreatedBy: { Id: kit.employeeIds.admin },
      UpdatedBy: { Id: kit.employeeIds.admin },
      OpenMoveRequest: null,
    });
    expect(detail.Category.Code).toMatch(/^[A-Z]/);
    expect(detail.Components).toEqual([
      expect.objectContaining({ PartNumber: demo.consumablePart.partNumber, Quantity: 3 }),
    ]);

    const warehouse = await kit.ok<AssetDetail>(
      kit.call("admin", "GetAsset", {
        query: {
          Id: (
            await kit.ok<AssetWriteReply>(
              kit.call("admin", "CreateAsset", {
                body: {
                  PartId: demo.serializedPart.id,
                  LocationId: demo.warehouse.id,
                  SerialNumber: "DETAIL-2",
                },
              }),
            )
          ).Assets[0]!.Id,
        },
      }),
    );
    expect(warehouse.Location!.Path.length).toBeGreaterThan(0);
    expect(warehouse.StatusName).toBe("In Warehouse");

    await putInMoveRequest(kit.t, kit.acmeId, [assetId], {
      fromId: demo.site.id,
      toId: demo.warehouse.id,
      number: "MR-D00001",
      statusId: MoveRequestStatus.Approved,
    });
    const moving = await kit.ok<AssetDetail>(kit.call("admin", "GetAsset", { query: { Id: assetId } }));
    expect(moving.OpenMoveRequest).toMatchObject({ RequestNumber: "MR-D00001", StatusName: "Approved" });
  });

  it("refuses a bad or foreign id: 400 naming Id, 404 for another organisation's asset", async () => {
    expect(fieldsOf(await kit.call("admin", "GetAsset", { query: { Id: "abc" } }))).toEqual(["Id"]);
    expect((await kit.call("globex", "GetAsset", { query: { Id: assetId } })).statusCode).toBe(404);
    expect((await kit.call("globex", "GetAssetLabel", { query: { Id: assetId } })).statusCode).toBe(404);
  });

  it("draws a label whose QR code reads the asset's address (PNG and SVG), at the configured public address", async () => {
    const png = await kit.call("viewer", "GetAssetLabel", { query: { Id: assetId } });
    expect(png.statusCode).toBe(200);
    expect(png.headers["content-type"]).toBe("image/png");
    // The test's Host (localhost:80) is not this server's port: the label leads to the server's own address.
    expect(decodeQr(png.rawPayload)).toBe(assetAddress({ origin: "http://127.0.0.1:8080", id: assetId }));
    expect(png.headers["content-disposition"]).toMatch(/^inline; filename="asset-\d+-label\.png"/);
    expect(png.headers["content-security-policy"]).not.toBe("sandbox");
    const svg = await kit.call("viewer", "GetAssetLabel", { query: { Id: assetId, Format: "svg" } });
    expect(svg.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(svg.body).toContain("<svg");
    expect(svg.headers["content-disposition"]).toMatch(/^attachment; filename="asset-\d+-label\.svg"/);
    expect(svg.headers["content-security-policy"]).toBe("sandbox");
    expect(svg.headers["x-content-type-options"]).toBe("nosniff");
    expect(
      fieldsOf(await kit.call("viewer", "GetAssetLabel", { query: { Id: assetId, Format: "gif" } })),
    ).toEqual(["Format"]);

    const configured = await createTestApp(kit.db.database, {
      config: { publicUrl: "https://portal.example" },
    });
    try {
      const res = await configured.call("GET", `/api/FixedAsset/GetAssetLabel?Id=${assetId}`, {
        token: kit.tokens.admin,
      });
      expect(decodeQr(res.rawPayload)).toBe(
        `https://portal.example/#/fixedAssetManagement/asset-detailing/${assetId}`,
      );
    } finally {
      await configured.close();
    }
  });

  it("counts assets by status and verification in the summary", async () => {
    const summary = await kit.ok<AssetSummaryReply>(kit.call("viewer", "GetAssetSummary", { method: "GET" }));
    const list = await kit.ok<ListReply<AssetListRow>>(
      kit.call("viewer", "GetAssetList", { body: { PageSize: 1 } }),
    );
    expect(summary.Total).toBe(list.TotalCount);
    expect(summary.ByStatus.reduce((n, s) => n + s.Count, 0)).toBe(summary.Total);
    expect(summary.ByVerification.reduce((n, s) => n + s.Count, 0)).toBe(summary.Total);
    const consumables = await kit.ok<ListReply<AssetListRow>>(
      kit.call("viewer", "GetAssetList", {
        body: { PageSize: 1, FilterModel: { Serialized: { filterType: "set", values: [0] } } },
      }),
    );
    expect(summary.Consumables).toBe(consumables.TotalCount);
    expect(summary.ConsumableUnits).toBeGreaterThanOrEqual(summary.Consumables);
  });

  it("keeps each person's summary cards (API version 2 to save)", async () => {
    const initial = await kit.ok<DashboardCustomisationsReply>(
      kit.call("viewer", "GetDashboardCustomisations", { method: "GET" }),
    );
    expect(initial.IsDefault).toBe(true);
    const body = { Cards: ["Total", "Retired", "Total"] };
    expect((await kit.call("viewer", "PersistDashboardCustomisations", { body })).statusCode).toBe(400);
    await kit.ok(kit.call("viewer", "PersistDashboardCustomisations", { body, version: 2 }));
    expect(await kit.ok(kit.call("viewer", "GetDashboardCustomisations", { method: "GET" }))).toEqual({
      Cards: ["Total", "Retired"],
      IsDefault: false,
    });
    expect(
      (
        await kit.ok<DashboardCustomisationsReply>(
          kit.call("lease", "GetDashboardCustomisations", { method: "GET" }),
        )
      ).IsDefault,
    ).toBe(true);
    expect(
      fieldsOf(
        await kit.call("viewer", "PersistDashboardCustomisations", { body: { Cards: ["Nope"] }, version: 2 }),
      ),
    ).toEqual(["Cards.0"]);
  });

  it("lists part number and vendor (sorted and filtered), quantity and kind", async () => {
    const rows = await kit.ok<ListReply<AssetListRow>>(
      kit.call("admin", "GetAssetList", {
        body: {
          FilterModel: {
            PartNumber: { filterType: "text", type: "equals", filter: demo.serializedPart.partNumber },
          },
          SortModel: [{ colId: "VendorName", sort: "asc" }],
          PageSize: 500,
        },
      }),
    );
    expect(rows.TotalCount).toBeGreaterThan(0);
    expect(
      rows.Rows.every(
        (r) => r.PartNumber === demo.serializedPart.partNumber && r.Serialized && r.Quantity === 1,
      ),
    ).toBe(true);
    const mine = rows.Rows.find((r) => r.Id === assetId);
    expect(mine?.VendorName).toBe(demo.vendor.name);
  });
});
