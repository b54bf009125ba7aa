import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LinkListRow, LinkReply, ListReply } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import {
  ADMIN,
  GLOBEX,
  openLocationsHarness,
  READ_ONLY,
  type LocationsHarness,
} from "./locations.test-fixtures.ts";

describe.each(testBackends())("links between locations on %s", (backend) => {
  let h: LocationsHarness;
  let denver: number;
  let boulder: number;
  let salt: number;
  beforeAll(async () => {
    h = await openLocationsHarness(backend);
    denver = (await h.byCode("DTC-01")).id;
    boulder = (await h.byCode("BRP-01")).id;
    salt = (await h.byCode("SLC-01")).id;
  });
  afterAll(() => h?.close());

  const links = async (body: object = {}, email = ADMIN) =>
    h.ok<ListReply<LinkListRow>>(email, "GetLinkList", body);

  it("creates a link, lists it from either end, and records it at both ends", async () => {
    const { Link } = await h.ok<LinkReply>(ADMIN, "CreateLink", {
      FromLocationId: denver,
      ToLocationId: boulder,
      LinkType: "Copper",
      Description: "Dark fibre along US-36",
    });
    expect(Link).toMatchObject({ FromCode: "DTC-01", ToCode: "BRP-01", LinkType: "Copper" });
    for (const end of [denver, boulder]) {
      const page = await links({ LocationId: end });
      expect(page.Rows.map((r) => r.Id)).toContain(Link.Id);
      expect((await h.history(end))[0]).toMatchObject({
        Action: "LinkAdded",
        Summary: expect.stringContaining("Copper link to"),
      });
    }
    expect((await links({ LocationId: salt })).Rows.map((r) => r.Id)).not.toContain(Link.Id);
    expect((await links({ Search: "us-36" })).Rows.map((r) => r.Id)).toEqual([Link.Id]);
    // A read-only role reads the links too.
    for (const email of READ_ONLY) expect((await links({}, email)).TotalCount).toBeGreaterThan(0);
    expect((await links({}, GLOBEX)).Rows.map((r) => r.Id)).not.toContain(Link.Id);
  });

  it("refuses a self link (400), a duplicate either way round (409), and an end of another organisation (400)", async () => {
    await h.ok<LinkReply>(ADMIN, "CreateLink", {
      FromLocationId: denver,
      ToLocationId: salt,
      LinkType: "Power",
    });
    expect(
      await h.badFields(ADMIN, "CreateLink", {
        FromLocationId: denver,
        ToLocationId: denver,
        LinkType: "Power",
      }),
    ).toEqual(["ToLocationId"]);
    for (const [from, to] of [
      [denver, salt],
      [salt, denver],
    ])
      expect(
        (await h.post(ADMIN, "CreateLink", { FromLocationId: from, ToLocationId: to, LinkType: "Power" }))
          .statusCode,
      ).toBe(409);
    const globex = (await h.byCode("DEN-01", GLOBEX)).id;
    expect(
      await h.badFields(ADMIN, "CreateLink", {
        FromLocationId: denver,
        ToLocationId: globex,
        LinkType: "Power",
      }),
    ).toEqual(["ToLocationId"]);
    expect(
      await h.badFields(ADMIN, "CreateLink", {
        FromLocationId: denver,
        ToLocationId: salt,
        LinkType: "Laser",
      }),
    ).toEqual(["LinkType"]);
  });

  it("edits and deletes a link; another organisation's link is a 404", async () => {
    const { Link } = await h.ok<LinkReply>(ADMIN, "CreateLink", {
      FromLocationId: boulder,
      ToLocationId: salt,
      LinkType: "Microwave",
    });
    const edited = await h.ok<LinkReply>(ADMIN, "UpdateLink", {
      Id: Link.Id,
      LinkType: "Copper",
      Description: "Leased line",
    });
    expect(edited.Link).toMatchObject({ LinkType: "Copper", Description: "Leased line", FromCode: "BRP-01" });
    expect((await h.history(salt))[0]).toMatchObject({
      Action: "LinkChanged",
      Changes: expect.arrayContaining([{ Field: "Type", From: "Microwave", To: "Copper" }]),
    });
    expect(await h.badFields(ADMIN, "UpdateLink", { Id: Link.Id, ToLocationId: boulder })).toEqual([
      "ToLocationId",
    ]);
    expect((await h.post(GLOBEX, "UpdateLink", { Id: Link.Id, Description: "x" })).statusCode).toBe(404);
    expect((await h.post(GLOBEX, "DeleteLink", { Id: Link.Id })).statusCode).toBe(404);
    await h.ok(ADMIN, "DeleteLink", { Id: Link.Id });
    expect((await links({ LocationId: boulder })).Rows.map((r) => r.Id)).not.toContain(Link.Id);
    expect((await h.history(boulder))[0]?.Action).toBe("LinkRemoved");
    expect((await h.post(ADMIN, "DeleteLink", { Id: Link.Id })).statusCode).toBe(404);
  });

  it.each(READ_ONLY)("refuses %s every link change with 403", async (email) => {
    const { Rows } = await links();
    const id = Rows[0]!.Id;
    expect(
      (
        await h.post(email, "CreateLink", {
          FromLocationId: denver,
          ToLocationId: boulder,
          LinkType: "Access",
        })
      ).statusCode,
    ).toBe(403);
    expect((await h.post(email, "UpdateLink", { Id: id, Description: "x" })).statusCode).toBe(403);
    expect((await h.post(email, "DeleteLink", { Id: id })).statusCode).toBe(403);
  });

  it("sorts and filters through the one list mechanism, naming a bad column", async () => {
    const page = await links({ SortModel: [{ colId: "LinkType", sort: "desc" }] });
    const types = page.Rows.map((r) => r.LinkType);
    expect(types).toEqual([...types].sort().reverse());
    const res = await h.post(ADMIN, "GetLinkList", { SortModel: [{ colId: "Colour", sort: "asc" }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: [{ field: "SortModel.0.colId" }] });
  });
});
