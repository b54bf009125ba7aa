import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DocumentFolder, DocumentRow, ListReply, UploadReply } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { openDocumentsTestKit, type Account, type DocumentsTestKit } from "./documents.test-kit.ts";

const DM = "/api/DocumentManagement";

describe.each(testBackends())("the document library on %s", (backend) => {
  let kit: DocumentsTestKit;
  const post = (who: Account, path: string, body: unknown) =>
    kit.t.call("POST", `${DM}/${path}`, { token: kit.tokens[who], body });
  const folders = async (who: Account) => {
    const res = await kit.t.call("GET", `${DM}/GetFolders`, { token: kit.tokens[who] });
    expect(res.statusCode).toBe(200);
    return res.json() as DocumentFolder[];
  };
  const search = async (who: Account, body: Record<string, unknown> = {}) => {
    const res = await post(who, "Search", { PageSize: 500, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListReply<DocumentRow>;
  };
  beforeAll(async () => {
    kit = await openDocumentsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("creates folders with names unique within their parent, renames and deletes only empty ones", async () => {
    const created = await post("lease@acme.example", "CreateFolder", { Name: "Leasing" });
    expect(created.statusCode, created.body).toBe(200);
    const leasingId = created.json().FolderId as number;
    const clash = await post("lease@acme.example", "CreateFolder", { Name: "  leasing " });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({
      error: "CONFLICT",
      StatusMessage: "A folder named 'leasing' exists already in this folder.",
    });
    const child = await post("lease@acme.example", "CreateFolder", {
      ParentId: leasingId,
      Name: "Leasing",
    });
    expect(child.statusCode).toBe(200);
    expect(
      (await post("lease@acme.example", "CreateFolder", { ParentId: 999999, Name: "X" })).statusCode,
    ).toBe(404);
    expect((await post("lease@acme.example", "CreateFolder", { Name: "a/b" })).statusCode).toBe(400);
    // The technician reads the library but does not change it.
    expect((await post("tech@acme.example", "CreateFolder", { Name: "Mine" })).statusCode).toBe(403);

    const note = await kit.upload("lease@acme.example", { EntityType: "library", EntityId: leasingId }, [
      { name: "Master agreement.txt", content: Buffer.from("terms") },
    ]);
    expect(note.statusCode, note.body).toBe(200);
    const listed = await folders("tech@acme.example");
    expect(listed.find((f) => f.FolderId === leasingId)).toEqual({
      FolderId: leasingId,
      ParentId: null,
      Name: "Leasing",
      FileCount: 1,
    });
    expect((await folders("admin@globex.example")).some((f) => f.FolderId === leasingId)).toBe(false);

    expect(
      (await post("lease@acme.example", "RenameFolder", { FolderId: leasingId, Name: "Agreements" }))
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

    const full = await post("lease@acme.example", "DeleteFolder", { FolderId: leasingId });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      error: "NOT_ALLOWED_NOW",
      StatusMessage: "The folder is not empty.",
    });
    const docId = (note.json() as UploadReply).Items[0]!.DocumentId;
    expect(
      (
        await kit.t.call("POST", "/api/Media/Delete", {
          token: kit.tokens["lease@acme.example"],
          body: { DocumentIds: [docId] },
        })
      ).statusCode,
    ).toBe(200);
    // Still holds its subfolder.
    expect((await post("lease@acme.example", "DeleteFolder", { FolderId: leasingId })).statusCode).toBe(409);
    expect(
      (await post("lease@acme.example", "DeleteFolder", { FolderId: child.json().FolderId })).statusCode,
    ).toBe(200);
    expect((await post("lease@acme.example", "DeleteFolder", { FolderId: leasingId })).statusCode).toBe(200);
    expect((await folders("lease@acme.example")).some((f) => f.FolderId === leasingId)).toBe(false);
  });

  it("searches only the files of the modules the caller holds, with what they are attached to", async () => {
    const folder = (await post("admin@acme.example", "CreateFolder", { Name: "Handbooks" })).json()
      .FolderId as number;
    const add = async (EntityType: string, EntityId: number, name: string) => {
      const res = await kit.upload("admin@acme.example", { EntityType, EntityId }, [
        { name, content: Buffer.from(name) },
      ]);
      expect(res.statusCode, res.body).toBe(200);
    };
    await add("library", folder, "zz-handbook.txt");
    await add("lease", kit.acme.leaseId, "zz-lease-note.txt");
    await add("task", kit.acme.taskId, "zz-task-note.txt");
    await add("asset", kit.acme.assetId, "zz-asset-note.txt");

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
