import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { readFileSync } from "node:fs";
import {
  GALLERY_LIMIT_MESSAGE,
  GALLERY_MAX_FILES,
  UNSTORABLE_TEXT_MESSAGE,
  UPLOAD_MAX_FILE_BYTES,
  thumbNameOf,
  type UploadReply,
} from "@fieldstead/domain";
import { and, eq } from "drizzle-orm";
import { auditEntries, documents } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import {
  jpegPhoto,
  openDocumentsTestKit,
  storedFiles,
  windowsExecutable,
  type Account,
  type DocumentsTestKit,
} from "./documents.test-kit.ts";
import { documentCount } from "./documents.test-fixtures.ts";

describe.each(testBackends())("uploading files on %s", (backend) => {
  let kit: DocumentsTestKit;
  beforeAll(async () => {
    kit = await openDocumentsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("lets a technician add a photo to an asset, with a thumbnail that opens through Image/load", async () => {
    const photo = await jpegPhoto(1600, 1200);
    const res = await kit.upload("tech@acme.example", { EntityType: "asset", EntityId: kit.acme.assetId }, [
      { name: "Pump nameplate.jpg", content: photo, type: "image/jpeg" },
    ]);
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
      EntityId: kit.acme.assetId,
    });
    expect(item.CreatedBy).toBeTruthy();
    // The storage key is the product's own: never the sender's file name.
    expect(item.Path).toMatch(
      new RegExp(`^orgs/${kit.acme.orgId}/asset/${kit.acme.assetId}/[0-9a-f-]{36}_s${photo.length}\\.jpg$`),
    );
    expect(item.ThumbPath).toBe(thumbNameOf(item.Path));
    const history = await kit.t.ctx.db
      .select({ action: auditEntries.action, summary: auditEntries.summary })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, "asset"), eq(auditEntries.entityId, kit.acme.assetId)));
    expect(history).toContainEqual({ action: "FilesAdded", summary: "Added 1 file: Pump nameplate.jpg" });

    const thumb = await kit.loadFile("viewer@acme.example", item.ThumbPath!, "thumb.jpg");
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/jpeg");
    expect(thumb.headers["x-content-type-options"]).toBe("nosniff");
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.format).toBe("jpeg");
    expect(Math.max(meta.width, meta.height)).toBe(320);

    const original = await kit.loadFile("tech@acme.example", item.Path, "Pump nameplate.jpg");
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
    const before = await documentCount(kit.t, kit.acme.orgId, "asset", kit.acme.assetId);
    const filesBefore = storedFiles(kit.storageDir).length;
    const res = await kit.upload("tech@acme.example", { EntityType: "asset", EntityId: kit.acme.assetId }, [
      { name: "good.jpg", content: await jpegPhoto(400, 300) },
      { name: "photo.jpg", content: bytes },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain(
      `'photo.jpg' was refused: its content is not a JPG file (${actually}).`,
    );
    expect(await documentCount(kit.t, kit.acme.orgId, "asset", kit.acme.assetId)).toBe(before);
    expect(storedFiles(kit.storageDir)).toHaveLength(filesBefore);
  });

  it.each([
    ["tool.exe", 0, "jpg, jpeg, png, gif, bmp, svg, tif, mp4"],
    ["report.pdf", 1, "only these extensions are accepted: jpg, jpeg, png, gif, bmp, svg, tif."],
    ["no-extension", 0, "'no-extension' was refused: only these extensions are accepted:"],
  ])("refuses %s (category %i) naming the accepted extensions", async (name, category, listed) => {
    const res = await kit.upload(
      "admin@acme.example",
      { EntityType: "asset", EntityId: kit.acme.assetId, Category: category },
      [{ name, content: Buffer.from("%PDF-1.4\n") }],
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain(`'${name}' was refused: only these extensions are accepted`);
    expect(res.json().StatusMessage).toContain(listed);
  });

  it.each([
    ["a file name", [{ name: "a\u0000b.jpg", content: Buffer.from("x") }], {}, "files", "a file's name "],
    [
      "a form field's value",
      [{ name: "note.txt", content: Buffer.from("x") }],
      { Note: "a\u0000b" },
      "Note",
      "",
    ],
  ])(
    "refuses U+0000 in %s: 400 naming the part, nothing kept",
    async (_what, files, fields, field, prefix) => {
      const before = await documentCount(kit.t, kit.acme.orgId, "asset", kit.acme.assetId);
      const res = await kit.upload(
        "admin@acme.example",
        { EntityType: "asset", EntityId: kit.acme.assetId },
        files,
        fields,
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual([{ field, message: `${prefix}${UNSTORABLE_TEXT_MESSAGE}` }]);
      expect(await documentCount(kit.t, kit.acme.orgId, "asset", kit.acme.assetId)).toBe(before);
    },
  );

  it("refuses a text file holding binary data", async () => {
    const res = await kit.upload("admin@acme.example", { EntityType: "asset", EntityId: kit.acme.assetId }, [
      { name: "readings.csv", content: Buffer.from("a,b\n1,\u0000\n") },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain("'readings.csv' was refused: its content is not a CSV file");
  });

  it("refuses a file past 50 MB, and more than 10 files at once", async () => {
    const big = Buffer.alloc(UPLOAD_MAX_FILE_BYTES + 10, 0x41);
    const tooBig = await kit.upload(
      "admin@acme.example",
      { EntityType: "asset", EntityId: kit.acme.assetId },
      [{ name: "huge.txt", content: big }],
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().StatusMessage).toBe("'huge.txt' is larger than the 50 MB limit.");

    const eleven = Array.from({ length: 11 }, (_, i) => ({
      name: `n${i}.txt`,
      content: Buffer.from("note"),
    }));
    const before = await documentCount(kit.t, kit.acme.orgId, "asset", kit.acme.assetId);
    const tooMany = await kit.upload(
      "admin@acme.example",
      { EntityType: "asset", EntityId: kit.acme.assetId },
      eleven,
    );
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().StatusMessage).toBe("At most 10 files can be uploaded at a time.");
    expect(await documentCount(kit.t, kit.acme.orgId, "asset", kit.acme.assetId)).toBe(before);
  });

  it("checks the right for the target and that the target is the organisation's", async () => {
    const note = [{ name: "note.txt", content: Buffer.from("checked the pump") }];
    const statusOf = async (who: Account, EntityType: string, EntityId: number) =>
      (await kit.upload(who, { EntityType, EntityId }, note)).statusCode;
    expect(await statusOf("viewer@acme.example", "asset", kit.acme.assetId)).toBe(403);
    // A lease manager holds no task gallery; a technician holds no lease documents.
    expect(await statusOf("lease@acme.example", "task", kit.acme.taskId)).toBe(403);
    expect(await statusOf("tech@acme.example", "lease", kit.acme.leaseId)).toBe(403);
    expect(await statusOf("admin@acme.example", "asset", kit.globex.assetId)).toBe(404);
    expect(await statusOf("admin@acme.example", "library", 999999)).toBe(404);
    expect(await statusOf("admin@acme.example", "library", 0)).toBe(200);
    expect(await statusOf("tech@acme.example", "task", kit.acme.taskId)).toBe(200);
  });

  it("stops a gallery at 1,000 files with the spec's message", async () => {
    const { locationId, orgId } = kit.acme;
    const have = await documentCount(kit.t, orgId, "location", locationId);
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
      await kit.t.ctx.db.insert(documents).values(rows.slice(i, i + 500));
    const two = [
      { name: "a.txt", content: Buffer.from("a") },
      { name: "b.txt", content: Buffer.from("b") },
    ];
    const full = await kit.upload("tech@acme.example", { EntityType: "location", EntityId: locationId }, two);
    expect(full.statusCode).toBe(409);
    expect(full.json().StatusMessage).toBe(GALLERY_LIMIT_MESSAGE);
    const last = await kit.upload(
      "tech@acme.example",
      { EntityType: "location", EntityId: locationId },
      two.slice(0, 1),
    );
    expect(last.statusCode).toBe(200);
    const fields = await kit.t.call("POST", "/api/FormBuilder/GetMediaFields", {
      token: kit.tokens["viewer@acme.example"]!,
      body: { FormTypeID: 1, PrimaryId: locationId, PageNumber: 1 },
    });
    expect(fields.json()).toMatchObject({
      TotalCount: GALLERY_MAX_FILES,
      IsLimitReached: true,
      PageSize: 50,
    });
    const again = await kit.upload(
      "tech@acme.example",
      { EntityType: "location", EntityId: locationId },
      two.slice(1),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().StatusMessage).toBe(GALLERY_LIMIT_MESSAGE);
  });
});
