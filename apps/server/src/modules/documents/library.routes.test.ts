import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentFolder, DocumentRow, ListReply, UploadReply } from "@fieldstead/domain";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { upload } from "./documents.test-kit.ts";
import { recordsOf } from "./documents.test-fixtures.ts";

const DM = "/api/DocumentManagement";

describe.each(testBackends())("the document library on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let acme: Awaited<ReturnType<typeof recordsOf>>;
  const tokens: Record<string, string> = {};
  const post = (who: string, path: string, body: unknown) =>
    t.call("POST", `${DM}/${path}`, { token: tokens[who], body });
  const folders = async (who: string) => {
    const res = await t.call("GET", `${DM}/GetFolders`, { token: tokens[who] });
    expect(res.statusCode).toBe(200);
    return res.json() as DocumentFolder[];
  };
  const search = async (who: string, body: Record<string, unknown> = {}) => {
    const res = await post(who, "Search", { PageSize: 500, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListReply<DocumentRow>;
  };
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    for (const who of [
      "admin@acme.example",
      "tech@acme.example",
      "viewer@acme.example",
      "lease@acme.example",
      "admin@globex.example",
    ])
      tokens[who] = (await t.signIn(who)).token;
    acme = await recordsOf(t, "Acme Facilities");
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("creates folders with names unique within their parent, renames and deletes only empty ones", async () => {
    const created = await post("lease@acme.example", "CreateFolder", { Name: "Contracts" });
    expect(created.statusCode, created.body).toBe(200);
    const contractsId = created.json().FolderId as number;
    const clash = await post("lease@acme.example", "CreateFolder", { Name: "  contracts " });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error: "CONFLICT",
      StatusMessage: "A folder named 'contracts' exists already in this folder.",
    });
    const child = await post("lease@acme.example", "CreateFolder", {
      ParentId: contractsId,
      Name: "Contracts",
    });
    expect(child.statusCode).toBe(200);
    expect(
      (await post("lease@acme.example", "CreateFolder", { ParentId: 999999, Name: "X" })).statusCode,
    ).toBe(404);
    expect((await post("lease@acme.example", "CreateFolder", { Name: "a/b" })).statusCode).toBe(400);
    // The technician reads the library but does not change it.
    expect((await post("tech@acme.example", "CreateFolder", { Name: "Mine" })).statusCode).toBe(403);

    const note = await upload(
      t,
      tokens["lease@acme.example"]!,
      { EntityType: "library", EntityId: contractsId },
      [{ name: "Master agreement.txt", content: Buffer.from("terms") }],
    );
    expect(note.statusCode, note.body).toBe(200);
    const listed = await folders("tech@acme.example");
    expect(listed.find((f) => f.FolderId === contractsId)).toEqual({
      FolderId: contractsId,
      ParentId: null,
      Name: "Contracts",
      FileCount: 1,
    });
    expect((await folders("admin@globex.example")).some((f) => f.FolderId === contractsId)).toBe(false);

    expect(
      (await post("lease@acme.example", "RenameFolder", { FolderId: contractsId, Name: "Agreements" }))
        .statusCode,
    ).toBe(200);
    const other = (await post("lease@acme.example", "CreateFolder", { Name: "Insurance" })).json()
      .FolderId as number;
    expect(
      (await post("lease@acme.example", "RenameFolder", { FolderId: other, Name: "AGREEMENTS" })).statusCode,
    ).toBe(409);
    expect(
      (await post("admin@globex.example", "RenameFolder", { FolderId: other, Name: "Mine" })).statusCode,
    ).toBe(404);

    const full = await post("lease@acme.example", "DeleteFolder", { FolderId: contractsId });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      error: "NOT_ALLOWED_NOW",
      StatusMessage: "The folder is not empty.",
    });
    const docId = (note.json() as UploadReply).Items[0]!.DocumentId;
    expect(
      (
        await t.call("POST", "/api/Media/Delete", {
          token: tokens["lease@acme.example"],
          body: { DocumentIds: [docId] },
        })
      ).statusCode,
    ).toBe(200);
    // Still holds its subfolder.
    expect((await post("lease@acme.example", "DeleteFolder", { FolderId: contractsId })).statusCode).toBe(
      409,
    );
    expect(
      (await post("lease@acme.example", "DeleteFolder", { FolderId: child.json().FolderId })).statusCode,
    ).toBe(200);
    expect((await post("lease@acme.example", "DeleteFolder", { FolderId: contractsId })).statusCode).toBe(
      200,
    );
    expect((await folders("lease@acme.example")).some((f) => f.FolderId === contractsId)).toBe(false);
  });

  it("searches only the files of the modules the caller holds, with what they are attached to", async () => {
    const folder = (await post("admin@acme.example", "CreateFolder", { Name: "Handbooks" })).json()
      .FolderId as number;
    const add = async (EntityType: string, EntityId: number, name: string) => {
      const res = await upload(t, tokens["admin@acme.example"]!, { EntityType, EntityId }, [
        { name, content: Buffer.from(name) },
      ]);
      expect(res.statusCode, res.body).toBe(200);
    };
    await add("library", folder, "zz-handbook.txt");
    await add("lease", acme.leaseId, "zz-lease-note.txt");
    await add("task", acme.taskId, "zz-task-note.txt");
    await add("asset", acme.assetId, "zz-asset-note.txt");

    const names = (reply: ListReply<DocumentRow>) => reply.Rows.map((r) => r.FileName).sort();
    expect(names(await search("admin@acme.example", { Search: "zz-" }))).toEqual([
      "zz-asset-note.txt",
      "zz-handbook.txt",
      "zz-lease-note.txt",
      "zz-task-note.txt",
    ]);
    // The technician has no lease documents; the lease manager no task gallery.
    expect(names(await search("tech@acme.example", { Search: "zz-" }))).toEqual([
      "zz-asset-note.txt",
      "zz-handbook.txt",
      "zz-task-note.txt",
    ]);
    const lease = await search("lease@acme.example", { Search: "zz-" });
    expect(names(lease)).toEqual(["zz-asset-note.txt", "zz-handbook.txt", "zz-lease-note.txt"]);
    expect(lease.Rows.find((r) => r.FileName === "zz-handbook.txt")!.RecordLabel).toBe("Handbooks");
    expect(lease.Rows.find((r) => r.FileName === "zz-lease-note.txt")!.RecordLabel).toMatch(/\S/);
    expect((await search("admin@globex.example", { Search: "zz-" })).Rows).toEqual([]);
    // The viewer has no document library at all.
    expect((await post("viewer@acme.example", "Search", {})).statusCode).toBe(403);

    expect(names(await search("admin@acme.example", { Search: "zz-", EntityType: "task" }))).toEqual([
      "zz-task-note.txt",
    ]);
    expect(names(await search("admin@acme.example", { FolderId: folder }))).toEqual(["zz-handbook.txt"]);
    const sorted = await search("admin@acme.example", {
      Search: "zz-",
      SortModel: [{ colId: "FileName", sort: "desc" }],
    });
    expect(sorted.Rows[0]!.FileName).toBe("zz-task-note.txt");
    const bad = await post("admin@acme.example", "Search", { SortModel: [{ colId: "Nope", sort: "asc" }] });
    expect(bad.statusCode).toBe(400);
  });
});
