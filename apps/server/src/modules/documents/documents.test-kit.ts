import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "../../test/test-app.ts";

export type UploadFile = { name: string; content: Buffer; type?: string };

/** A multipart/form-data body holding files, as a browser sends it. */
export const multipartBody = (files: readonly UploadFile[]): { payload: Buffer; contentType: string } => {
  const boundary = `----fieldstead${randomBytes(8).toString("hex")}`;
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
        `Content-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    f.content,
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

export const upload = (
  t: TestApp,
  token: string,
  target: { EntityType: string; EntityId: number; Category?: number },
  files: readonly UploadFile[],
): Promise<LightMyRequestResponse> => {
  const { payload, contentType } = multipartBody(files);
  const query = new URLSearchParams({
    EntityType: target.EntityType,
    EntityId: String(target.EntityId),
    Category: String(target.Category ?? 0),
  });
  return t.app.inject({
    method: "POST",
    url: `/api/Media/Upload?${query.toString()}`,
    headers: { authorization: `Bearer ${token}`, "content-type": contentType },
    payload,
  });
};

export const loadFile = (t: TestApp, token: string, path: string, fname = "download") =>
  t.app.inject({
    method: "GET",
    url: `/api/Image/load?${new URLSearchParams({ path, fname }).toString()}`,
    headers: { authorization: `Bearer ${token}` },
  });

/** A real JPEG photo of the given size. */
export const jpegPhoto = (width = 1200, height = 800): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: "#2e7d5b" } })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The first bytes of a Windows program: 'MZ', and the PE header it points at. */
export const windowsExecutable = (): Buffer => {
  const exe = Buffer.alloc(1024);
  exe.write("MZ", 0, "latin1");
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write("PE\0\0", 0x80, "latin1");
  return exe;
};

/** Every file under a local storage folder (metadata files left out). */
export const storedFiles = (dir: string): string[] => {
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const path = join(d, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return walk(dir).filter((p) => !p.endsWith(".meta.json"));
};
