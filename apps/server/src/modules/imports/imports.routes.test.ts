import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, inArray } from "drizzle-orm";
import { ImportKind, type ImportJob } from "@fieldstead/domain";
import { assets, importJobs, locations } from "../../db/schema/index.ts";
import { createTestApp } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import {
  ADMIN,
  findLocation,
  findPart,
  findVendor,
  GLOBEX,
  openImportsHarness,
  TECH,
  workbookOf,
  type ImportsHarness,
} from "./imports.test-kit.ts";

const { Locations, Assets } = ImportKind;

describe.each(testBackends())("bulk imports on %s", (backend) => {
  let h: ImportsHarness;
  beforeAll(async () => {
    h = await openImportsHarness(backend);
  }, 60_000);
  afterAll(() => h?.close());

  it("imports a good csv of locations in one go, parents from the file and the database", async () => {
    const before = await h.countLocations();
    const csv = [
      "\uFEFFname,LEVEL,Parent Code,Code,City,Latitude,Longitude,Warehouse",
      "Import Park,Site,,IMPT-01,Boulder,40.01,-105.27,No",
      '"Import Hall, North",Building,IMPT-01,,,,,',
      "Import Annex,building,DTC-01,,,,,yes",
    ].join("\r\n");
    const job = await h.run(Locations, "locations.csv", csv);
    expect(job).toMatchObject({
      State: 2,
      Phase: "Done",
      Progress: 100,
      TotalRows: 3,
      Written: 3,
      Problems: [],
    });
    expect(job.Message).toBe("3 locations imported.");
    expect(await h.countLocations()).toBe(before + 3);
    const rows = await h.t.ctx.db
      .select({
        name: locations.name,
        code: locations.code,
        city: locations.city,
        parentId: locations.parentId,
      })
      .from(locations)
      .where(
        and(eq(locations.orgId, h.orgId), inArray(locations.name, ["Import Park", "Import Hall, North"])),
      );
    const park = rows.find((r) => r.name === "Import Park")!;
    expect(rows.find((r) => r.name === "Import Hall, North")).toMatchObject({
      code: "IMPT-01-B1",
      city: "Boulder",
    });
    expect(park.code).toBe("IMPT-01");
  });

  it("refuses a csv with two bad rows, naming each row and column, and writes nothing", async () => {
    const before = await h.countLocations();
    const csv = [
      "Name,Level,Parent Code,Latitude,Longitude",
      "Good One,Site,,,",
      ",Site,,,",
      "Good Two,Building,DTC-01,,",
      "Lost Wing,Building,NOPE-99,,",
      "Good Three,Site,,,",
    ].join("\n");
    const job = await h.run(Locations, "bad.csv", csv);
    expect(job).toMatchObject({ State: 3, Phase: "Done", Written: 0 });
    expect(job.Problems).toEqual([
      { Row: 3, Field: "Name", Message: "A value is required." },
      { Row: 5, Field: "Parent Code", Message: expect.stringContaining("NOPE-99") },
    ]);
    expect(job.Message).toBe("2 rows have problems; nothing was imported.");
    expect(await h.countLocations()).toBe(before);
  });

  it("converts an Excel serial date of an xlsx file and resolves the part, place and vendor by name", async () => {
    const before = await h.countAssets();
    const part = await findPart(h, true);
    const consumable = await findPart(h, false);
    const vendor = await findVendor(h);
    const place = await findLocation(h, "DTC-01");
    const xlsx = await workbookOf([
      [
        "Part Number",
        "Location",
        "Serial Number",
        "Quantity",
        "Vendor",
        "Purchase Date",
        "Purchase Cost",
        "Status",
      ],
      [part.partNumber.toLowerCase(), place.code, "IMP-SN-1", null, vendor.name, 45292, 1250.5, "In Repair"],
      [consumable.partNumber, place.name, null, 7, null, "Mar 15, 2024", null, null],
    ]);
    const job = await h.run(Assets, "assets.xlsx", xlsx);
    expect(job).toMatchObject({ State: 2, Written: 2, Message: "2 assets imported." });
    expect(await h.countAssets()).toBe(before + 2);
    const [serial] = await h.t.ctx.db
      .select({
        partId: assets.partId,
        locationId: assets.locationId,
        vendorId: assets.vendorId,
        purchaseDate: assets.purchaseDate,
        statusId: assets.statusId,
      })
      .from(assets)
      .where(and(eq(assets.orgId, h.orgId), eq(assets.serialNumber, "IMP-SN-1")));
    expect(serial).toEqual({
      partId: part.id,
      locationId: place.id,
      vendorId: vendor.id,
      purchaseDate: "2024-01-01",
      statusId: 3,
    });
  });

  it("refuses unknown references in an asset file, naming the columns", async () => {
    const before = await h.countAssets();
    const part = await findPart(h, true);
    const csv = [
      "Part Number,Location,Serial Number,Vendor,Purchase Date",
      `NO-SUCH-PART,DTC-01,A-1,,`,
      `${part.partNumber},NOWHERE-1,A-2,Nobody Inc,31-02-2024`,
      `${part.partNumber},DTC-01,IMP-SN-1,,`,
    ].join("\n");
    const job = await h.run(Assets, "refs.csv", csv);
    expect(job.State).toBe(3);
    expect(job.Problems.map((p) => [p.Row, p.Field])).toEqual([
      [2, "Part Number"],
      [3, "Purchase Date"],
      [4, "Serial Number"],
    ]);
    expect(await h.countAssets()).toBe(before);
  });

  it("refuses a caller without the bulk-create right (403) and a file that is not what it says (400)", async () => {
    const denied = await h.upload(TECH, Locations, "a.csv", "Name,Level\nX,Site\n");
    expect(denied.statusCode).toBe(403);
    const binary = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0xff, 0xff]);
    const disguised = await h.upload(ADMIN, Locations, "tool.csv", binary);
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json()).toMatchObject({ StatusMessage: expect.stringContaining("tool.csv") });
    const wrongType = await h.upload(ADMIN, Locations, "notes.txt", "Name,Level\n");
    expect(wrongType.statusCode).toBe(400);
  });

  it("shows a job to its owner only (404 for anyone else)", async () => {
    const res = await h.upload(ADMIN, Locations, "one.csv", "Name,Level\nSolo Site,Site\n");
    const { JobId } = res.json() as { JobId: number };
    await h.finished(ADMIN, JobId);
    expect((await h.job(GLOBEX, JobId)).statusCode).toBe(404);
    expect((await h.job(TECH, JobId)).statusCode).toBe(404);
    expect(((await h.job(ADMIN, JobId)).json() as ImportJob).FileName).toBe("one.csv");
  });

  it("hands out a template whose header row the import reads", async () => {
    const res = await h.t.call("GET", `/api/Bulk/GetImportTemplate?ImportKind=${Locations}`, {
      token: h.token(ADMIN),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("attachment");
    const job = await h.run(Locations, "template.xlsx", res.rawPayload);
    // The example row names DTC-01 as the parent of a building: it imports as is.
    expect(job).toMatchObject({ State: 2, Written: 1 });
  });

  it("marks an import a stopped server left running as failed when the server starts", async () => {
    const [owner] = await h.t.ctx.db.select({ employeeId: importJobs.employeeId }).from(importJobs).limit(1);
    const [left] = await h.t.ctx.db
      .insert(importJobs)
      .values({
        orgId: h.orgId,
        employeeId: owner!.employeeId,
        kind: 1,
        fileName: "big.csv",
        state: 1,
        phase: "Writing",
        progress: 70,
      })
      .returning({ id: importJobs.id });
    const restarted = await createTestApp(h.db.database);
    try {
      const [row] = await h.t.ctx.db.select().from(importJobs).where(eq(importJobs.id, left!.id));
      expect(row).toMatchObject({
        state: 3,
        phase: "Done",
        written: 0,
        message: "The server stopped while this import ran; nothing was imported. Start it again.",
      });
    } finally {
      await restarted.close();
    }
  });
});
