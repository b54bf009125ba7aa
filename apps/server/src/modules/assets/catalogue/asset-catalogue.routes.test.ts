import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type {
  CatalogueWriteReply,
  CategoryListRow,
  ListReply,
  ManufacturerListRow,
  PartConfiguration,
  PartListRow,
  SearchPartsReply,
  VendorListRow,
  AssetWriteReply,
} from "@fieldstead/domain";
import { assets, auditEntries } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { demoRecords, fieldsOf, openAssetTestKit, readAsset, type AssetTestKit } from "../assets.test-kit.ts";

describe.each(testBackends())("the asset catalogue on %s", (backend) => {
  let kit: AssetTestKit;
  let demo: Awaited<ReturnType<typeof demoRecords>>;

  beforeAll(async () => {
    kit = await openAssetTestKit(backend);
    demo = await demoRecords(kit.t, kit.acmeId);
  });
  afterAll(() => kit?.close());

  const v2 = { version: 2 };
  const newPart = (body: Record<string, unknown>) =>
    kit.ok<CatalogueWriteReply<PartListRow>>(
      kit.call("admin", "CreatePartConfiguration", {
        body: { PartName: "Test part", CategoryId: demo.categoryId, Serialized: true, ...body },
        ...v2,
      }),
    );
  const newAsset = async (PartId: number, SerialNumber: string) =>
    (
      await kit.ok<AssetWriteReply>(
        kit.call("admin", "CreateAsset", { body: { PartId, LocationId: demo.site.id, SerialNumber } }),
      )
    ).Assets[0]!.Id;

  it("lists each catalogue with the list mechanism, counts included", async () => {
    const categories = await kit.ok<ListReply<CategoryListRow>>(
      kit.call("viewer", "GetCategoryList", { body: {} }),
    );
    expect(categories.TotalCount).toBeGreaterThan(0);
    expect(categories.Rows.some((r) => r.PartCount > 0)).toBe(true);
    const sorted = (sort: "asc" | "desc") =>
      kit.ok<ListReply<ManufacturerListRow>>(
        kit.call("viewer", "GetManufacturerList", {
          body: { PageSize: 500, SortModel: [{ colId: "Name", sort }] },
        }),
      );
    const [up, down] = [await sorted("asc"), await sorted("desc")];
    expect(down.Rows.map((r) => r.Id)).toEqual(up.Rows.map((r) => r.Id).reverse());
    const vendors = await kit.ok<ListReply<VendorListRow>>(
      kit.call("viewer", "GetVendorList", { body: { PageSize: 2 } }),
    );
    expect(vendors.Rows).toHaveLength(2);
    const parts = await kit.ok<ListReply<PartListRow>>(
      kit.call("viewer", "GetPartConfigurationList", {
        body: { Search: demo.serializedPart.partNumber },
        ...v2,
      }),
    );
    expect(parts.Rows[0]).toMatchObject({ Id: demo.serializedPart.id, Serialized: true });
    expect(
      fieldsOf(
        await kit.call("viewer", "GetCategoryList", {
          body: { SortModel: [{ colId: "Colour", sort: "asc" }] },
        }),
      ),
    ).toEqual(["SortModel.0.colId"]);
  });

  it("creates, renames (assets follow in the same change) and deletes categories, with 409s", async () => {
    const made = await kit.ok<CatalogueWriteReply<CategoryListRow>>(
      kit.call("admin", "CreateCategory", { body: { Name: "Test Pumps", Code: "TPUMP" } }),
    );
    expect(made.Record).toMatchObject({ Code: "TPUMP", PartCount: 0, IsActive: true });
    expect(
      fieldsOf(await kit.call("admin", "CreateCategory", { body: { Name: "x", Code: "tpump" } })),
    ).toEqual(["Code"]);
    const dupName = await kit.call("admin", "CreateCategory", { body: { Name: "test pumps", Code: "TP2" } });
    expect([dupName.statusCode, fieldsOf(dupName)]).toEqual([409, ["Name"]]);
    const dupCode = await kit.call("admin", "CreateCategory", { body: { Name: "Other", Code: "TPUMP" } });
    expect([dupCode.statusCode, fieldsOf(dupCode)]).toEqual([409, ["Code"]]);
    const part = await newPart({ PartNumber: "TPUMP-1", CategoryId: made.Record.Id });
    const assetId = await newAsset(part.Record.Id, "CAT-SN-1");
    await kit.ok(
      kit.call("admin", "UpdateCategory", {
        body: { Id: made.Record.Id, Name: "Test Pumps Renamed", Code: "TPUMP" },
      }),
    );
    expect((await readAsset(kit.t, assetId))!.category).toBe("Test Pumps Renamed");
    const refused = await kit.call("admin", "DeleteCategory", { body: { Id: made.Record.Id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().StatusMessage).toContain("1 part");
    const empty = await kit.ok<CatalogueWriteReply<CategoryListRow>>(
      kit.call("admin", "CreateCategory", { body: { Name: "Empty", Code: "EMPTY" } }),
    );
    await kit.ok(kit.call("admin", "DeleteCategory", { body: { Id: empty.Record.Id } }));
    expect((await kit.call("admin", "DeleteCategory", { body: { Id: empty.Record.Id } })).statusCode).toBe(
      404,
    );
  });

  it("creates, renames and deletes manufacturers; a rename reaches the assets of its parts", async () => {
    const maker = await kit.ok<CatalogueWriteReply<ManufacturerListRow>>(
      kit.call("admin", "CreateManufacturer", {
        body: { Name: "Test Maker", Website: "https://maker.example" },
      }),
    );
    expect(
      fieldsOf(await kit.call("admin", "CreateManufacturer", { body: { Name: "x", Website: "maker" } })),
    ).toEqual(["Website"]);
    expect((await kit.call("admin", "CreateManufacturer", { body: { Name: "TEST MAKER" } })).statusCode).toBe(
      409,
    );
    const part = await newPart({ PartNumber: "MAKER-1", ManufacturerId: maker.Record.Id });
    const assetId = await newAsset(part.Record.Id, "MK-1");
    expect((await readAsset(kit.t, assetId))!.manufacturer).toBe("Test Maker");
    await kit.ok(
      kit.call("admin", "UpdateManufacturer", { body: { Id: maker.Record.Id, Name: "Test Maker Two" } }),
    );
    expect((await readAsset(kit.t, assetId))!.manufacturer).toBe("Test Maker Two");
    expect(
      (await kit.call("admin", "DeleteManufacturer", { body: { Id: maker.Record.Id } })).statusCode,
    ).toBe(409);
  });

  it("persists vendors (create without Id, update with it) with the field rules, and deletes unused ones", async () => {
    const body = {
      Name: "Test Vendor",
      Email: "sales@vendor.example",
      Phone: "+1-303-555-0100",
      Website: "https://vendor.example",
    };
    const made = await kit.ok<CatalogueWriteReply<VendorListRow>>(
      kit.call("admin", "PersistVendor", { body, ...v2 }),
    );
    const bad = await kit.call("admin", "PersistVendor", {
      body: { Name: "Bad", Email: "not mail", Phone: "555 0100", Website: "http://localhost" },
      ...v2,
    });
    expect(fieldsOf(bad)).toEqual(["Email", "Phone", "Website"]);
    const saved = await kit.ok<CatalogueWriteReply<VendorListRow>>(
      kit.call("admin", "PersistVendor", {
        body: { ...body, Id: made.Record.Id, ContactName: "Ada" },
        ...v2,
      }),
    );
    expect(saved.Record).toMatchObject({ Id: made.Record.Id, ContactName: "Ada" });
    const [entry] = await kit.t.ctx.db
      .select({ changes: auditEntries.changes })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityType, "vendor"),
          eq(auditEntries.entityId, made.Record.Id),
          eq(auditEntries.action, "Updated"),
        ),
      );
    expect(entry!.changes).toEqual([{ Field: "Contact name", From: null, To: "Ada" }]);
    const used = await kit.call("admin", "DeleteVendor", { body: { Id: demo.vendor.id } });
    expect(used.statusCode).toBe(409);
    await kit.ok(kit.call("admin", "DeleteVendor", { body: { Id: made.Record.Id } }));
  });

  it("keeps part numbers unique, copies a part's changes onto its assets, and guards parts in use", async () => {
    const part = await newPart({ PartNumber: "UNIQ-1", PartName: "Valve" });
    const again = await kit.call("admin", "CreatePartConfiguration", {
      body: { PartNumber: "uniq-1", PartName: "x", CategoryId: demo.categoryId, Serialized: true },
      ...v2,
    });
    expect([again.statusCode, fieldsOf(again)]).toEqual([409, ["PartNumber"]]);
    const unknown = await kit.call("admin", "CreatePartConfiguration", {
      body: { PartNumber: "UNIQ-2", PartName: "x", CategoryId: 999_999, Serialized: true },
      ...v2,
    });
    expect(fieldsOf(unknown)).toEqual(["CategoryId"]);
    const assetId = await newAsset(part.Record.Id, "UNIQ-SN-1");
    const update = {
      Id: part.Record.Id,
      PartNumber: "UNIQ-1",
      PartName: "Valve Mk2",
      CategoryId: demo.categoryId,
      Serialized: true,
    };
    await kit.ok(kit.call("admin", "UpdatePartConfiguration", { body: update, ...v2 }));
    expect((await readAsset(kit.t, assetId))!.model).toBe("Valve Mk2");
    const tracked = await kit.call("admin", "UpdatePartConfiguration", {
      body: { ...update, Serialized: false },
      ...v2,
    });
    expect([tracked.statusCode, fieldsOf(tracked)]).toEqual([409, ["Serialized"]]);
    const inUse = await kit.call("admin", "DeletePartConfiguration", { body: { Id: part.Record.Id }, ...v2 });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().StatusMessage).toContain("deactivate");
    await kit.ok(
      kit.call("admin", "UpdatePartConfiguration", { body: { ...update, IsActive: false }, ...v2 }),
    );
    const inactive = await kit.call("admin", "CreateAsset", {
      body: { PartId: part.Record.Id, LocationId: demo.site.id, SerialNumber: "UNIQ-SN-2" },
    });
    expect(fieldsOf(inactive)).toEqual(["PartId"]);
    const read = await kit.ok<PartConfiguration>(
      kit.call("viewer", "GetPartConfiguration", { query: { Id: part.Record.Id }, ...v2 }),
    );
    expect(read).toMatchObject({ PartName: "Valve Mk2", IsActive: false, AssetCount: 1 });
    const spare = await newPart({ PartNumber: "UNIQ-3" });
    await kit.ok(kit.call("admin", "DeletePartConfiguration", { body: { Id: spare.Record.Id }, ...v2 }));
    expect((await kit.t.ctx.db.select().from(assets).where(eq(assets.partId, spare.Record.Id))).length).toBe(
      0,
    );
  });

  it("generates the next part number of a category, consuming the counter", async () => {
    const first = await kit.ok<{ PartNumber: string }>(
      kit.call("admin", "GeneratePartNumber", { body: { CategoryId: demo.categoryId } }),
    );
    const second = await kit.ok<{ PartNumber: string }>(
      kit.call("admin", "GeneratePartNumber", { body: { CategoryId: demo.categoryId } }),
    );
    const [code, n] = first.PartNumber.split("-");
    expect(first.PartNumber).toMatch(/^[A-Z][A-Z0-9]{1,7}-\d{5,}$/);
    expect(second.PartNumber).toBe(`${code}-${String(Number(n) + 1).padStart(5, "0")}`);
    expect(
      (await kit.call("globex", "GeneratePartNumber", { body: { CategoryId: demo.categoryId } })).statusCode,
    ).toBe(404);
  });

  it("searches parts by every word, active and of the asked kind", async () => {
    const found = await kit.ok<SearchPartsReply>(
      kit.call("tech", "SearchParts", {
        body: { Search: demo.consumablePart.partNumber.toLowerCase(), Serialized: false },
      }),
    );
    expect(found.Parts.map((p) => p.Id)).toEqual([demo.consumablePart.id]);
    const none = await kit.ok<SearchPartsReply>(
      kit.call("tech", "SearchParts", { body: { Search: demo.consumablePart.partNumber, Serialized: true } }),
    );
    expect(none.Parts).toEqual([]);
    const globex = await kit.ok<SearchPartsReply>(
      kit.call("globex", "SearchParts", { body: { Search: demo.consumablePart.partNumber } }),
    );
    expect(globex.Parts.some((p) => p.Id === demo.consumablePart.id)).toBe(false);
  });
});
