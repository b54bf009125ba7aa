import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { readFileSync } from "node:fs";
import {
  GALLERY_LIMIT_MESSAGE,
  GALLERY_MAX_FILES,
  UPLOAD_MAX_FILE_BYTES,
  thumbNameOf,
  type UploadReply,
} from "@fieldstead/domain";
import { and, eq } from "drizzle-orm";
import { auditEntries, documents } from "../../db/schema/index.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { jpegPhoto, loadFile, storedFiles, upload, windowsExecutable } from "./documents.test-kit.ts";
import { documentCount, recordsOf } from "./documents.test-fixtures.ts";

describe.each(testBackends())("uploading files on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let storageDir: string;
  let acme: Awaited<ReturnType<typeof recordsOf>>;
  let globex: Awaited<ReturnType<typeof recordsOf>>;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    const storage = t.ctx.config.storage;
    storageDir = storage.kind === "local" ? storage.dir : "";
    for (const who of [
      "admin@acme.example",
      "tech@acme.example",
      "viewer@acme.example",
      "lease@acme.example",
    ])
      tokens[who] = (await t.signIn(who)).token;
    acme = await recordsOf(t, "Acme Facilities");
    globex = await recordsOf(t, "Globex Field Services");
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("lets a technician add a photo to an asset, with a thumbnail that opens through Image/load", async () => {
    const photo = await jpegPhoto(1600, 1200);
    const res = await upload(
      t,
      tokens["tech@acme.example"]!,
      { EntityType: "asset", EntityId: acme.assetId },
      [{ name: "Pump nameplate.jpg", content: photo, type: "image/jpeg" }],
    );
    expect(res.statusCode, res.body).toBe(200);
    const reply = res.json() as UploadReply;
    expect(reply).toMatchObject({ StatusCode: 0, StatusMessage: "1 file uploaded." });
    const item = reply.Items[0]!;
    expect(item).toMatchObject({
      FileName: "Pump nameplate.jpg",
      FileType: "Image",
      MediaCategory: "Images",
      ContentType: "image/jpeg",
      Size: photo.length,
      EntityType: "asset",
      EntityId: acme.assetId,
    });
    expect(item.CreatedBy).toBeTruthy();
    // The storage key is the product's own: never the sender's file name.
    expect(item.Path).toMatch(
      new RegExp(`^orgs/${acme.orgId}/asset/${acme.assetId}/[0-9a-f-]{36}_s${photo.length}\\.jpg$`),
    );
    expect(item.ThumbPath).toBe(thumbNameOf(item.Path));
    const history = await t.ctx.db
      .select({ action: auditEntries.action, summary: auditEntries.summary })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, "asset"), eq(auditEntries.entityId, acme.assetId)));
    expect(history).toContainEqual({ action: "FilesAdded", summary: "Added 1 file: Pump nameplate.jpg" });

    const thumb = await loadFile(t, tokens["viewer@acme.example"]!, item.ThumbPath!, "thumb.jpg");
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/jpeg");
    expect(thumb.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width, meta.height)).toBe(320);

    const original = await loadFile(t, tokens["tech@acme.example"]!, item.Path, "Pump nameplate.jpg");
    expect(original.statusCode).toBe(200);
    expect(original.rawPayload.equals(photo)).toBe(true);
    expect(original.headers["content-length"]).toBe(String(photo.length));
    expect(original.headers["content-disposition"]).toBe(
      `attachment; filename="Pump nameplate.jpg"; filename*=UTF-8''Pump%20nameplate.jpg`,
    );
  });

  it.each([
    ["a Windows program", windowsExecutable(), "it is an exe file"],
    ["a Linux program", readFileSync("/bin/true"), "it is an elf file"],
  ])("refuses %s renamed photo.jpg and keeps nothing of the upload", async (_what, bytes, actually) => {
    const before = await documentCount(t, acme.orgId, "asset", acme.assetId);
    const filesBefore = storedFiles(storageDir).length;
    const res = await upload(
      t,
      tokens["tech@acme.example"]!,
      { EntityType: "asset", EntityId: acme.assetId },
      [
        { name: "good.jpg", content: await jpegPhoto(400, 300) },
        { name: "photo.jpg", content: bytes },
      ],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain(
      `'photo.jpg' was refused: its content is not a JPG file (${actually}).`,
    );
    expect(await documentCount(t, acme.orgId, "asset", acme.assetId)).toBe(before);
    expect(storedFiles(storageDir)).toHaveLength(filesBefore);
  });

  it.each([
    ["tool.exe", 0, "jpg, jpeg, png, gif, bmp, svg, tif, mp4"],
    ["report.pdf", 1, "only these extensions are accepted: jpg, jpeg, png, gif, bmp, svg, tif."],
    ["no-extension", 0, "'no-extension' was refused: only these extensions are accepted:"],
  ])("refuses %s (category %i) naming the accepted extensions", async (name, category, listed) => {
    const res = await upload(
      t,
      tokens["admin@acme.example"]!,
      { EntityType: "asset", EntityId: acme.assetId, Category: category },
      [{ name, content: Buffer.from("%PDF-1.4\n") }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain(`'${name}' was refused: only these extensions are accepted`);
    expect(res.json().StatusMessage).toContain(listed);
  });

  it("refuses a text file holding binary data", async () => {
    const res = await upload(
      t,
      tokens["admin@acme.example"]!,
      { EntityType: "asset", EntityId: acme.assetId },
      [{ name: "readings.csv", content: Buffer.from("a,b\n1,\u0000\n") }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain("'readings.csv' was refused: its content is not a CSV file");
  });

  it("refuses a file past 50 MB, and more than 10 files at once", async () => {
    const big = Buffer.alloc(UPLOAD_MAX_FILE_BYTES + 10, 0x41);
    const tooBig = await upload(
      t,
      tokens["admin@acme.example"]!,
      { EntityType: "asset", EntityId: acme.assetId },
      [{ name: "huge.txt", content: big }],
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().StatusMessage).toBe("'huge.txt' is larger than the 50 MB limit.");

    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `n${i}.txt`,
      content: Buffer.from("note"),
    }));
    const before = await documentCount(t, acme.orgId, "asset", acme.assetId);
    const tooMany = await upload(
      t,
      tokens["admin@acme.example"]!,
      { EntityType: "asset", EntityId: acme.assetId },
      eleven,
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().StatusMessage).toBe("At most 10 files can be uploaded at a time.");
    expect(await documentCount(t, acme.orgId, "asset", acme.assetId)).toBe(before);
  });

  it("checks the right for the target and that the target is the organisation's", async () => {
    const note = [{ name: "note.txt", content: Buffer.from("checked the pump") }];
    const viewer = await upload(
      t,
      tokens["viewer@acme.example"]!,
      { EntityType: "asset", EntityId: acme.assetId },
      note,
    );
    expect(viewer.statusCode).toBe(403);
    // A lease manager holds no task gallery; a technician holds no lease documents.
    const lease = await upload(
      t,
      tokens["lease@acme.example"]!,
      { EntityType: "task", EntityId: acme.taskId },
      note,
    );
    expect(lease.statusCode).toBe(403);
    const tech = await upload(
      t,
      tokens["tech@acme.example"]!,
      { EntityType: "lease", EntityId: acme.leaseId },
      note,
    );
    expect(tech.statusCode).toBe(403);
    const otherOrg = await upload(
      t,
      tokens["admin@acme.example"]!,
      { EntityType: "asset", EntityId: globex.assetId },
      note,
    );
    expect(otherOrg.statusCode).toBe(404);
    const noFolder = await upload(
      t,
      tokens["admin@acme.example"]!,
      { EntityType: "library", EntityId: 999999 },
      note,
    );
    expect(noFolder.statusCode).toBe(404);
    const top = await upload(t, tokens["admin@acme.example"]!, { EntityType: "library", EntityId: 0 }, note);
    expect(top.statusCode).toBe(200);
    const task = await upload(
      t,
      tokens["tech@acme.example"]!,
      { EntityType: "task", EntityId: acme.taskId },
      note,
    );
    expect(task.statusCode).toBe(200);
  });

  it("stops a gallery at 1,000 files with the spec's message", async () => {
    const { locationId, orgId } = acme;
    const have = await documentCount(t, orgId, "location", locationId);
    const rows = Array.from({ length: GALLERY_MAX_FILES - 1 - have }, (_, i) => ({
      orgId,
      entityType: "location",
      entityId: locationId,
      fileName: `survey-${i}.txt`,
      filePath: `orgs/${orgId}/location/${locationId}/seed-${i}.txt`,
      mediaCategory: "Document" as const,
      fileType: "Document" as const,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.ctx.db.insert(documents).values(rows.slice(i, i + 500));
    const two = [
      { name: "a.txt", content: Buffer.from("a") },
      { name: "b.txt", content: Buffer.from("b") },
    ];
    const full = await upload(
      t,
      tokens["tech@acme.example"]!,
      { EntityType: "location", EntityId: locationId },
      two,
    );
    expect(full.statusCode).toBe(409);
    expect(full.json().StatusMessage).toBe(GALLERY_LIMIT_MESSAGE);
    const last = await upload(
      t,
      tokens["tech@acme.example"]!,
      { EntityType: "location", EntityId: locationId },
      two.slice(0, 1),
    );
    expect(last.statusCode).toBe(200);
    const fields = await t.call("POST", "/api/FormBuilder/GetMediaFields", {
      token: tokens["viewer@acme.example"]!,
      body: { FormTypeID: 1, PrimaryId: locationId, PageNumber: 1 },
    });
    expect(fields.json()).toMatchObject({
      TotalCount: GALLERY_MAX_FILES,
      IsLimitReached: true,
      PageSize: 50,
    });
    const again = await upload(
      t,
      tokens["tech@acme.example"]!,
      { EntityType: "location", EntityId: locationId },
      two.slice(1),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().StatusMessage).toBe(GALLERY_LIMIT_MESSAGE);
  });
});
