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

// An XHTML document: a browser showing it on the portal's origin would run its script.
const XHTML = Buffer.from(
  '<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>alert(document.cookie)</script></body></html>',
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

  it.each([
    ["an XHTML page", "page.xml", XHTML, "application/xml", "attachment", true],
    ["an SVG picture", "diagram.svg", SVG, "image/svg+xml", "attachment", true],
    ["a text file", "notes.txt", Buffer.from("plain words"), "text/plain", "attachment", true],
    ["a PDF", "manual.pdf", Buffer.from("%PDF-1.4\n%%EOF\n"), "application/pdf", "inline", true],
  ])(
    "serves %s asked inline as %s, sandboxed and never sniffed",
    async (_what, name, content, type, disposition, isSandboxed) => {
      const res = await kit.upload("admin@acme.example", { EntityType: "library", EntityId: 0 }, [
        { name, content },
      ]);
      expect(res.statusCode, res.body).toBe(200);
      const item = (res.json() as UploadReply).Items[0]!;
      const file = await kit.t.call(
        "GET",
        `/api/Image/load?${new URLSearchParams({ path: item.Path, fname: name, inline: "1" })}`,
        {
          token: kit.tokens["admin@acme.example"],
        },
      );
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe(type);
      expect(String(file.headers["content-disposition"])).toMatch(
        new RegExp(`^${disposition}; filename="${name}"`),
      );
      expect(file.headers["x-content-type-options"]).toBe("nosniff");
      expect(file.headers["content-security-policy"] === "sandbox").toBe(isSandboxed);
    },
  );

  it("shows a raster picture inline without a sandbox, and keeps the stored extension whatever fname says", async () => {
    const picture = await kit.upload("admin@acme.example", { EntityType: "library", EntityId: 0 }, [
      { name: "pump.jpg", content: await jpegPhoto(200, 200) },
      { name: "logo.svg", content: SVG },
    ]);
    const [jpg, svg] = (picture.json() as UploadReply).Items;
    const load = (path: string, query: Record<string, string>) =>
      kit.t.call("GET", `/api/Image/load?${new URLSearchParams({ path, ...query })}`, {
        token: kit.tokens["admin@acme.example"],
      });
    const shown = await load(jpg!.Path, { fname: "pump.jpg", inline: "1" });
    expect(shown.headers["content-disposition"]).toMatch(/^inline; filename="pump\.jpg"/);
    expect(shown.headers["content-security-policy"]).not.toBe("sandbox");
    expect(shown.headers["x-content-type-options"]).toBe("nosniff");
    expect((await load(svg!.Path, { fname: "evil.html" })).headers["content-disposition"]).toMatch(
      /^attachment; filename="evil\.svg"; filename\*=UTF-8''evil\.svg$/,
    );
    expect((await load(jpg!.Path, { fname: "x.svg" })).headers["content-disposition"]).toMatch(
      /^attachment; filename="x\.jpg"/,
    );
    // A thumbnail of an SVG is a PNG, and is named as one.
    const thumb = await load(svg!.ThumbPath!, { fname: "logo.svg", inline: "1" });
    expect(thumb.headers["content-type"]).toBe("image/png");
    expect(thumb.headers["content-disposition"]).toMatch(/^inline; filename="logo\.png"/);
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
