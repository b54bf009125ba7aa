import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { eq, sql } from "drizzle-orm";
import {
  ExportJobState,
  ExportKind,
  FileType,
  MediaCategory,
  type AssetListRow,
  type ExportJobsReply,
  type ListReply,
  type StartExportReply,
} from "@fieldstead/domain";
import { assets, documents, exportJobs } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import { fieldsOf, openAssetTestKit, type Account, type AssetTestKit } from "../assets/assets.test-kit.ts";
import { recoverExportJobs, STOPPED_MESSAGE } from "./exports.service.ts";
import { displayWallClock } from "./export-columns.ts";
import { leftoverCutoff } from "../../lib/job-heartbeat.ts";

const START = "/api/Export/Start";
const CENTRE = "/api/Export/GetDownloadCenter";
const COLUMNS = ["AssetTag", "Name", "StatusId", "UpdatedAt"];

type StartBody = { ExportKind: number; Mode: 0 | 1; Format: string; Query?: object; Columns?: string[] };
const assetExport = (over: Partial<StartBody> = {}): StartBody => ({
  ExportKind: ExportKind.AssetList,
  Mode: 1,
  Format: "xlsx",
  Query: {},
  Columns: COLUMNS,
  ...over,
});

const readSheet = async (payload: Buffer): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push(
      (row.values as unknown[])
        .slice(1)
        .map((v) => (v === null || v === undefined ? "" : v instanceof Date ? v.toISOString() : String(v))),
    ),
  );
  return rows;
};

describe.each(testBackends())("exports on %s", (backend) => {
  let kit: AssetTestKit;
  const post = (account: Account, url: string, body: unknown) =>
    kit.t.call("POST", url, { token: kit.tokens[account], body });
  const get = (account: Account, url: string) => kit.t.call("GET", url, { token: kit.tokens[account] });
  /** Every row the asset list gives for a query, read as the grid reads it. */
  const listAll = async (query: object): Promise<AssetListRow[]> => {
    const rows: AssetListRow[] = [];
    for (;;) {
      const page = await kit.ok<ListReply<AssetListRow>>(
        post("admin", "/api/FixedAsset/GetAssetList", { ...query, StartRow: rows.length, PageSize: 500 }),
      );
      rows.push(...page.Rows);
      if (page.Rows.length < 500) return rows;
    }
  };
  const jobOf = async (account: Account, jobId: number) =>
    (await kit.ok<ExportJobsReply>(get(account, CENTRE))).Jobs.find((j) => j.JobId === jobId);
  const finished = async (jobId: number) => {
    for (let i = 0; i < 200; i++) {
      const job = await jobOf("admin", jobId);
      if (job && job.State !== ExportJobState.InProgress) return job;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error("the export did not finish");
  };

  beforeAll(async () => {
    kit = await openAssetTestKit(backend);
  });
  afterAll(async () => {
    await kit?.close();
  });

  it("streams the asset list as a workbook holding the list's rows, headers and order", async () => {
    const query = { SortModel: [{ colId: "Name", sort: "desc" }] };
    const res = await post("admin", START, assetExport({ Query: query }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("spreadsheetml");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="Assets_List_\d{14}\.xlsx"$/);
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header).toEqual(["Asset tag", "Name", "Status", "Updated"]);
    const listed = await listAll(query);
    expect(listed.length).toBeGreaterThan(0);
    expect(rows.map((r) => r[0])).toEqual(listed.map((r) => r.AssetTag));
    expect(rows[0]![2]).toBe(listed[0]!.StatusName);
    // Times are real dates reading as Denver's wall clock, shown in the display format.
    expect(rows[0]![3]).toBe(displayWallClock(listed[0]!.UpdatedAt)!.toISOString());
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.getRow(2).getCell(4).numFmt).toBe("mmm dd, yyyy hh:mm AM/PM");
  });

  it("narrows the file by the grid's search, filters and verification tab", async () => {
    const all = await listAll({});
    const word = all[0]!.Name.split(" ")[0]!;
    const query = {
      Search: word,
      VerificationFilter: all[0]!.VerificationState === "Verified" ? "Verified" : "All",
    };
    const narrowed = await listAll(query);
    expect(narrowed.length).toBeLessThan(all.length);
    const res = await post("admin", START, assetExport({ Query: query, Columns: ["AssetTag"] }));
    const [, ...rows] = await readSheet(res.rawPayload);
    expect(rows.map((r) => r[0])).toEqual(narrowed.map((r) => r.AssetTag));
  });

  it.each([
    [ExportKind.LocationList, "/api/Location/GetLocationList", "Code", "Locations_List"],
    [ExportKind.MoveRequests, "/api/FixedAsset/GetMoveRequestList", "Request", "Move_Requests"],
    [ExportKind.MaterialRequests, "/api/FixedAsset/GetMaterialRequestList", "Request", "Material_Requests"],
    [ExportKind.WarehouseStock, "/api/FixedAsset/GetWarehouseStock", "Part number", "Warehouse_Stock"],
  ])("exports list kind %i with every row its list counts", async (kind, listPath, firstHeader, prefix) => {
    const { TotalCount } = await kit.ok<ListReply<unknown>>(post("admin", listPath, { PageSize: 1 }));
    expect(TotalCount).toBeGreaterThan(0);
    const res = await post("admin", START, { ExportKind: kind, Mode: 1, Format: "xlsx", Query: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toContain(`filename="${prefix}_`);
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header![0]).toBe(firstHeader);
    expect(rows).toHaveLength(TotalCount);
  });

  it("refuses a bad query, column or format naming the field", async () => {
    const bad = async (body: StartBody) => {
      const res = await post("admin", START, body);
      expect(res.statusCode, res.body).toBe(400);
      return fieldsOf(res);
    };
    expect(
      await bad(
        assetExport({
          Query: { FilterModel: { Nope: { filterType: "text", type: "contains", filter: "x" } } },
        }),
      ),
    ).toEqual(["Query.FilterModel.Nope"]);
    expect(await bad(assetExport({ Query: { VerificationFilter: "Maybe" } }))).toEqual([
      "Query.VerificationFilter",
    ]);
    expect(await bad(assetExport({ Columns: ["AssetTag", "Secret"] }))).toEqual(["Columns.1"]);
    expect(await bad(assetExport({ Format: "zip" }))).toEqual(["Format"]);
  });

  it.each(["viewer", "tech", "lease"] as const)(
    "refuses %s, who may not export assets (403)",
    async (who) => {
      expect((await post(who, START, assetExport())).statusCode).toBe(403);
      expect((await post(who, START, assetExport({ Mode: 0 }))).statusCode).toBe(403);
    },
  );

  it.each([
    ["pdf", "%PDF-"],
    ["docx", "PK"],
  ])("writes %s files that start with their magic bytes", async (format, magic) => {
    const res = await post("admin", START, assetExport({ Format: format }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, magic.length).toString("latin1")).toBe(magic);
    expect(res.headers["content-disposition"]).toContain(`.${format}"`);
  });

  it("runs a queued export in the background, lists it, and lets only its owner download it", async () => {
    const started = await kit.ok<StartExportReply>(
      post("admin", START, assetExport({ Mode: 0, Columns: undefined })),
    );
    expect(started.JobId).toBeGreaterThan(0);
    const job = await finished(started.JobId);
    expect(job).toMatchObject({ State: ExportJobState.Completed, Progress: 100, Title: "Asset list" });
    expect(job.RowCount).toBe((await listAll({})).length);
    const res = await get("admin", `/api/Export/Download?JobId=${started.JobId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain(job.FileName);
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header![0]).toBe("Asset tag");
    expect(rows).toHaveLength(job.RowCount);
    // Someone else's job, in this organisation or another, is not found; nor is it listed.
    for (const other of ["tech", "globex"] as const) {
      expect((await get(other, `/api/Export/Download?JobId=${started.JobId}`)).statusCode).toBe(404);
      expect((await post(other, "/api/Export/DeleteJob", { JobId: started.JobId })).statusCode).toBe(404);
      expect(await jobOf(other, started.JobId)).toBeUndefined();
    }
    expect((await post("admin", "/api/Export/DeleteJob", { JobId: started.JobId })).statusCode).toBe(200);
    expect(await jobOf("admin", started.JobId)).toBeUndefined();
    expect((await get("admin", `/api/Export/Download?JobId=${started.JobId}`)).statusCode).toBe(404);
  });

  it("answers 409 for a running job and fails jobs a stopped server left running", async () => {
    const [row] = await kit.t.ctx.db
      .insert(exportJobs)
      .values({
        orgId: kit.acmeId,
        employeeId: kit.employeeIds.admin,
        kind: ExportKind.AssetList,
        format: "xlsx",
        request: {},
        fileName: "Assets_List_20260101000000.xlsx",
        state: ExportJobState.InProgress,
      })
      .returning({ id: exportJobs.id });
    expect((await get("admin", `/api/Export/Download?JobId=${row!.id}`)).statusCode).toBe(409);
    // On a shared database the job may be another instance's: while its heartbeat is fresh it is left alone.
    const now = kit.t.ctx.now();
    await kit.t.ctx.db.update(exportJobs).set({ heartbeatAt: now }).where(eq(exportJobs.id, row!.id));
    expect(await recoverExportJobs(kit.t.ctx, leftoverCutoff(true, now))).toBe(0);
    expect(await jobOf("admin", row!.id)).toMatchObject({ State: ExportJobState.InProgress });
    expect(await recoverExportJobs(kit.t.ctx)).toBe(1);
    expect(await jobOf("admin", row!.id)).toMatchObject({
      State: ExportJobState.Failed,
      ErrorMessage: STOPPED_MESSAGE,
    });
  });

  it("zips a record's files, numbering repeated names", async () => {
    // An asset of its own, so no demo file of another asset comes along.
    const [asset] = await kit.t.ctx.db
      .insert(assets)
      .values({ orgId: kit.acmeId, assetTag: "ZIP-1", name: "Zipped asset", category: "Test" })
      .returning({ Id: assets.id });
    if (!asset) throw new Error("no asset");
    const keys = ["orgs/x/a1.txt", "orgs/x/a2.txt", "orgs/x/b.txt"];
    for (const [i, key] of keys.entries())
      await kit.t.ctx.storage.putBuffer(key, Buffer.from(`file ${i}`), "text/plain");
    await kit.t.ctx.db.insert(documents).values(
      ["notes.txt", "notes.txt", "plan.txt"].map((fileName, i) => ({
        orgId: kit.acmeId,
        entityType: "asset",
        entityId: asset.Id,
        fileName,
        filePath: keys[i]!,
        mediaCategory: MediaCategory.Document,
        fileType: FileType.Document,
      })),
    );
    const body = {
      ExportKind: ExportKind.Media,
      Mode: 1,
      Format: "zip",
      Query: { EntityType: "asset", EntityId: asset.Id },
    };
    const res = await post("admin", START, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/filename="Media_\d{14}\.zip"/);
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(["notes (2).txt", "notes.txt", "plan.txt"]);
    expect(await zip.file("notes (2).txt")!.async("string")).toBe("file 1");
    // Someone without the asset gallery sees none of it.
    expect((await post("globex", START, body)).statusCode).toBe(404);
  });

  it("refuses a PDF or Word file of more rows than a document holds (400)", async () => {
    await kit.t.ctx.db.execute(
      sql`insert into assets (org_id, asset_tag, name, category)
          select ${kit.acmeId}, 'BULK-' || i, 'Bulk asset ' || i, 'Bulk' from generate_series(1, 5001) i`,
    );
    for (const format of ["pdf", "docx"]) {
      const res = await post(
        "admin",
        START,
        assetExport({ Format: format, Query: { Search: "bulk asset" } }),
      );
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(["Format"]);
      expect(res.body).toContain("export to Excel");
    }
    const res = await post(
      "admin",
      START,
      assetExport({ Query: { Search: "bulk asset" }, Columns: ["AssetTag"] }),
    );
    expect((await readSheet(res.rawPayload)).length).toBe(5002);
  });
});
