import { randomBytes } from "node:crypto";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import type { LightMyRequestResponse } from "fastify";
import { createTestApp, openTestDatabase, type TestApp } from "../../test/test-app.ts";
import type { Backend } from "../../test/test-databases.ts";
import { recordsOf } from "./documents.test-fixtures.ts";

export type UploadFile = { name: string; content: Buffer; type?: string };

/** A multipart/form-data body holding files (and plain fields), as a browser sends it. */
export const multipartBody = (
  files: readonly UploadFile[],
  fields: Readonly<Record<string, string>> = {},
): { payload: Buffer; contentType: string } => {
  const boundary = `----fieldstead${randomBytes(8).toString("hex")}`;
  const fieldParts = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const parts = files.flatMap((f) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
        `Content-Type: ${f.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    f.content,
    Buffer.from("\r\n"),
  ]);
  return {
    payload: Buffer.concat([...fieldParts, ...parts, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
};

export const upload = (
  t: TestApp,
  token: string,
  target: { EntityType: string; EntityId: number; Category?: number },
  files: readonly UploadFile[],
  fields: Readonly<Record<string, string>> = {},
): Promise<LightMyRequestResponse> => {
  const { payload, contentType } = multipartBody(files, fields);
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

/** The demo accounts the documents tests act as. */
export const ACCOUNTS = [
  "admin@acme.example",
  "tech@acme.example",
  "viewer@acme.example",
  "lease@acme.example",
  "admin@globex.example",
] as const;
export type Account = (typeof ACCOUNTS)[number];

export type UploadTarget = { EntityType: string; EntityId: number; Category?: number };

/** A test app on a private copy of the demo database, with every account of ACCOUNTS signed in. */
export type DocumentsTestKit = {
  t: TestApp;
  tokens: Record<Account, string>;
  /** One record of each kind in Acme, and in Globex. */
  acme: Awaited<ReturnType<typeof recordsOf>>;
  globex: Awaited<ReturnType<typeof recordsOf>>;
  /** The folder the app keeps its files in (local storage). */
  storageDir: string;
  /** Media/Upload as one account. */
  upload(
    account: Account,
    target: UploadTarget,
    files: readonly UploadFile[],
    fields?: Readonly<Record<string, string>>,
  ): Promise<LightMyRequestResponse>;
  /** Image/load as one account. */
  loadFile(account: Account, path: string, fname?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export const openDocumentsTestKit = async (backend: Backend): Promise<DocumentsTestKit> => {
  const db = await openTestDatabase(backend);
  const t = await createTestApp(db.database);
  const storage = t.ctx.config.storage;
  const tokens = {} as Record<Account, string>;
  for (const account of ACCOUNTS) tokens[account] = (await t.signIn(account)).token;
  return {
    t,
    tokens,
    acme: await recordsOf(t, "Acme Facilities"),
    globex: await recordsOf(t, "Globex Field Services"),
    storageDir: storage.kind === "local" ? storage.dir : "",
    upload: (account, target, files, fields) => upload(t, tokens[account], target, files, fields),
    loadFile: (account, path, fname) => loadFile(t, tokens[account], path, fname),
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};
