import { and, count, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { ImportJob } from "@fieldstead/domain";
import { assets, locations, parts, vendors } from "../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import type { Backend } from "../../test/test-databases.ts";

export const ADMIN = "admin@acme.example";
export const TECH = "tech@acme.example";
export const GLOBEX = "admin@globex.example";

const BOUNDARY = "----fieldstead-import-test";

/** A multipart body with one file part, as a browser's FormData sends it. */
export const multipart = (fileName: string, content: Buffer | string, type = "text/csv") => ({
  payload: Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]),
  headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}` },
});

/** An .xlsx file with these rows (the first is the header row). */
export const workbookOf = async (rows: readonly (string | number | null)[][]): Promise<Buffer> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export type ImportsHarness = {
  t: TestApp;
  db: TestDatabase;
  token(email: string): string;
  orgId: number;
  upload(
    email: string,
    kind: number,
    fileName: string,
    content: Buffer | string,
  ): ReturnType<TestApp["call"]>;
  job(email: string, jobId: number): ReturnType<TestApp["call"]>;
  /** Polls the job until it has finished. */
  finished(email: string, jobId: number): Promise<ImportJob>;
  /** Uploads and waits for the outcome. */
  run(kind: number, fileName: string, content: Buffer | string): Promise<ImportJob>;
  countLocations(): Promise<number>;
  countAssets(): Promise<number>;
  close(): Promise<void>;
};

export const openImportsHarness = async (backend: Backend): Promise<ImportsHarness> => {
  const db: TestDatabase = await openTestDatabase(backend);
  const t = await createTestApp(db.database);
  const tokens = new Map<string, string>();
  for (const email of [ADMIN, TECH, GLOBEX]) tokens.set(email, (await t.signIn(email)).token);
  const [site] = await t.ctx.db
    .select({ orgId: locations.orgId })
    .from(locations)
    .where(eq(locations.code, "DTC-01"));
  const orgId = site!.orgId;
  const token = (email: string) => tokens.get(email)!;
  const upload: ImportsHarness["upload"] = (email, kind, fileName, content) => {
    const body = multipart(fileName, content);
    return t.app.inject({
      method: "POST",
      url: `/api/Bulk/Import?ImportKind=${kind}`,
      headers: { authorization: `Bearer ${token(email)}`, ...body.headers },
      payload: body.payload,
    });
  };
  const job: ImportsHarness["job"] = (email, jobId) =>
    t.call("GET", `/api/Bulk/GetImportJob?JobId=${jobId}`, { token: token(email) });
  const finished: ImportsHarness["finished"] = async (email, jobId) => {
    for (let i = 0; i < 600; i += 1) {
      const reply = (await job(email, jobId)).json() as ImportJob;
      if (reply.State !== 1) return reply;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${jobId} did not finish`);
  };
  const run: ImportsHarness["run"] = async (kind, fileName, content) => {
    const res = await upload(ADMIN, kind, fileName, content);
    if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
    return finished(ADMIN, (res.json() as { JobId: number }).JobId);
  };
  const countOf = async (table: typeof locations | typeof assets) =>
    Number((await t.ctx.db.select({ n: count() }).from(table).where(eq(table.orgId, orgId)))[0]!.n);
  return {
    t,
    db,
    token,
    orgId,
    upload,
    job,
    finished,
    run,
    countLocations: () => countOf(locations),
    countAssets: () => countOf(assets),
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

/** An active part of the organisation, serialized or not, with its number. */
export const findPart = async (h: ImportsHarness, serialized: boolean) => {
  const [part] = await h.t.ctx.db
    .select({ id: parts.id, partNumber: parts.partNumber })
    .from(parts)
    .where(and(eq(parts.orgId, h.orgId), eq(parts.serialized, serialized), eq(parts.isActive, true)))
    .limit(1);
  return part!;
};

export const findVendor = async (h: ImportsHarness) => {
  const [vendor] = await h.t.ctx.db
    .select({ id: vendors.id, name: vendors.name })
    .from(vendors)
    .where(eq(vendors.orgId, h.orgId))
    .limit(1);
  return vendor!;
};

/** An active location that is not a warehouse, found by its code. */
export const findLocation = async (h: ImportsHarness, code: string) => {
  const [location] = await h.t.ctx.db
    .select({ id: locations.id, name: locations.name, code: locations.code })
    .from(locations)
    .where(and(eq(locations.orgId, h.orgId), eq(locations.code, code)));
  return location!;
};
