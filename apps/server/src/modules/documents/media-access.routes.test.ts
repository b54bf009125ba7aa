import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { MediaFieldsReply, UploadReply } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import {
  jpegPhoto,
  openDocumentsTestKit,
  type Account,
  type DocumentsTestKit,
} from "./documents.test-kit.ts";
import { documentCount } from "./documents.test-fixtures.ts";

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><circle cx="50" cy="50" r="40" fill="teal"/></svg>',
);

describe.each(testBackends())("galleries, downloads and deletes on %s", (backend) => {
  let kit: DocumentsTestKit;
  const fields = (who: Account, body: Record<string, unknown>) =>
    kit.t.call("POST", "/api/FormBuilder/GetMediaFields", { token: kit.tokens[who], body });
  beforeAll(async () => {
    kit = await openDocumentsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("lists a gallery newest first, filtered by category, to a viewer who cannot upload", async () => {
    const target = { EntityType: "asset", EntityId: kit.acme.assetId };
    const first = await kit.upload("tech@acme.example", target, [
      { name: "older.jpg", content: await jpegPhoto(300, 200) },
    ]);
    expect(first.statusCode).toBe(200);
    kit.t.clock.advance(60_000);
    const second = await kit.upload("tech@acme.example", target, [
      { name: "checklist.txt", content: Buffer.from("all good") },
    ]);
    expect(second.statusCode).toBe(200);

    const all = await fields("viewer@acme.example", { FormTypeID: 2, PrimaryId: kit.acme.assetId });
    expect(all.statusCode).toBe(200);
    const reply = all.json() as MediaFieldsReply;
    expect(reply.MediaFields.slice(0, 2).map((m) => m.FileName)).toEqual(["checklist.txt", "older.jpg"]);
    expect(reply.IsLimitReached).toBe(false);
    const pictures = (
      await fields("viewer@acme.example", { FormTypeID: 2, PrimaryId: kit.acme.assetId, MediaTypeId: 1 })
    ).json() as MediaFieldsReply;
    expect(pictures.MediaFields.every((m) => m.MediaCategory === "Images")).toBe(true);
    expect(pictures.MediaFields.map((m) => m.FileName)).toContain("older.jpg");
    expect(pictures.TotalCount).toBeLessThan(reply.TotalCount);

    const refused = await kit.upload("viewer@acme.example", target, [
      { name: "x.txt", content: Buffer.from("x") },
    ]);
    expect(refused.statusCode).toBe(403);
    // A technician has no lease documents to look at; a page is at most 50.
    expect(
      (await fields("tech@acme.example", { FormTypeID: 4, PrimaryId: kit.acme.leaseId })).statusCode,
    ).toBe(403);
    expect(
      (await fields("admin@acme.example", { FormTypeID: 2, PrimaryId: kit.acme.assetId, PageSize: 51 }))
        .statusCode,
    ).toBe(400);
  });

  it("serves a file only from the caller's organisation and never an arbitrary path", async () => {
    const res = await kit.upload(
      "admin@globex.example",
      { EntityType: "asset", EntityId: kit.globex.assetId },
      [{ name: "globex.jpg", content: await jpegPhoto(200, 200) }],
    );
    const item = (res.json() as UploadReply).Items[0]!;
    expect((await kit.loadFile("admin@globex.example", item.Path)).statusCode).toBe(200);
    expect((await kit.loadFile("admin@acme.example", item.Path)).statusCode).toBe(404);
    expect((await kit.loadFile("admin@acme.example", item.ThumbPath!)).statusCode).toBe(404);
    for (const path of ["../../etc/passwd", "/etc/passwd", "orgs/1/asset/1/not-a-document.jpg"])
      expect((await kit.loadFile("admin@acme.example", path)).statusCode).toBe(404);
  });

  it("needs the module right to download, says when the object is gone, and sandboxes SVG", async () => {
    const res = await kit.upload("admin@acme.example", { EntityType: "task", EntityId: kit.acme.taskId }, [
      { name: "diagram.svg", content: SVG },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const item = (res.json() as UploadReply).Items[0]!;
    // The viewer has no task gallery.
    expect((await kit.loadFile("viewer@acme.example", item.Path)).statusCode).toBe(403);
    const svg = await kit.loadFile("tech@acme.example", item.Path, "diagram.svg");
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toBe("image/svg+xml");
    expect(svg.headers["content-security-policy"]).toBe("sandbox");
    const thumb = await kit.loadFile("tech@acme.example", item.ThumbPath!);
    expect(thumb.headers["content-type"]).toBe("image/png");
    expect(thumb.rawPayload.subarray(1, 4).toString()).toBe("PNG");

    await kit.t.ctx.storage.delete([item.Path]);
    const gone = await kit.loadFile("tech@acme.example", item.Path);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().StatusMessage).toBe("The file is no longer in storage.");
  });

  it("deletes the rows and the stored objects, only with the right to change them", async () => {
    const target = { EntityType: "location", EntityId: kit.acme.locationId };
    const res = await kit.upload("tech@acme.example", target, [
      { name: "site.jpg", content: await jpegPhoto(500, 400) },
    ]);
    const item = (res.json() as UploadReply).Items[0]!;
    const before = await documentCount(kit.t, kit.acme.orgId, "location", kit.acme.locationId);
    const del = (who: Account, ids: number[]) =>
      kit.t.call("POST", "/api/Media/Delete", { token: kit.tokens[who], body: { DocumentIds: ids } });
    expect((await del("viewer@acme.example", [item.DocumentId])).statusCode).toBe(403);
    expect((await del("admin@globex.example", [item.DocumentId])).statusCode).toBe(404);
    expect(existsSync(join(kit.storageDir, item.Path))).toBe(true);

    const ok = await del("tech@acme.example", [item.DocumentId]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ StatusCode: 0, Deleted: 1 });
    expect(await documentCount(kit.t, kit.acme.orgId, "location", kit.acme.locationId)).toBe(before - 1);
    expect(existsSync(join(kit.storageDir, item.Path))).toBe(false);
    expect(existsSync(join(kit.storageDir, item.ThumbPath!))).toBe(false);
    expect((await kit.loadFile("tech@acme.example", item.Path)).statusCode).toBe(404);
  });
});
