import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import sharp from "sharp";
import type { UploadReply } from "@fieldstead/domain";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { jpegPhoto, loadFile, upload } from "./documents.test-kit.ts";
import { recordsOf } from "./documents.test-fixtures.ts";

const BUCKET = "fieldstead-files";
const KEYS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

describe("uploads on S3-compatible storage (s3rver)", () => {
  let s3: S3rver;
  let dir: string;
  let db: TestDatabase;
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "fs-s3rver-"));
    s3 = new S3rver({ address: "127.0.0.1", port: 0, directory: dir, silent: true });
    const { port } = await s3.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: KEYS });
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }));
    client.destroy();
    db = await openTestDatabase("pglite");
    t = await createTestApp(db.database, {
      config: {
        storage: {
          kind: "s3",
          endpoint,
          bucket: BUCKET,
          forcePathStyle: true,
          region: "us-east-1",
          prefix: "",
          ...KEYS,
        },
      },
    });
    token = (await t.signIn("tech@acme.example")).token;
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("uploads a photo, serves it and its thumbnail, and deletes both", async () => {
    expect(t.ctx.storage.kind).toBe("s3");
    const { assetId } = await recordsOf(t, "Acme Facilities");
    const photo = await jpegPhoto(900, 600);
    const res = await upload(t, token, { EntityType: "asset", EntityId: assetId }, [
      { name: "valve.jpg", content: photo },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const item = (res.json() as UploadReply).Items[0]!;

    const original = await loadFile(t, token, item.Path, "valve.jpg");
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.rawPayload.equals(photo)).toBe(true);
    const thumb = await loadFile(t, token, item.ThumbPath!);
    expect(thumb.statusCode).toBe(200);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(320);
    // The demo's samples were written to the bucket at start.
    expect(await t.ctx.storage.exists("demo/sample.pdf")).toBe(true);

    const del = await t.call("POST", "/api/Media/Delete", {
      token,
      body: { DocumentIds: [item.DocumentId] },
    });
    expect(del.statusCode).toBe(200);
    expect(await t.ctx.storage.exists(item.Path)).toBe(false);
    expect(await t.ctx.storage.exists(item.ThumbPath!)).toBe(false);
    expect((await loadFile(t, token, item.Path)).statusCode).toBe(404);
  });
});
