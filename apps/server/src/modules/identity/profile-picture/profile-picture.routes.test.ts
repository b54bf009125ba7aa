import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import type { LightMyRequestResponse } from "fastify";
import { multipartBody, type UploadFile } from "../../documents/documents.test-kit.ts";
import {
  createTestApp,
  openTestDatabase,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";

const UPLOAD = "/api/Employee/UploadProfilePicture";
const UPDATE = "/api/Employee/UpdateEmployeeProfilePicture";

/** A photo-like picture: 600 × 400 px, a red left half and a blue right half. */
const photo = async (format: "png" | "jpeg" = "png") =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: "#1565c0" } })
    .composite([
      {
        input: await sharp({ create: { width: 300, height: 400, channels: 3, background: "#c62828" } })
          .png()
          .toBuffer(),
        left: 0,
        top: 0,
      },
    ])
    .toFormat(format)
    .toBuffer();

describe.each(testBackends())("profile pictures on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let me: SignedIn;
  let colleague: SignedIn;
  let globex: SignedIn;

  const upload = (files: UploadFile[], token = me.token): Promise<LightMyRequestResponse> => {
    const { payload, contentType } = multipartBody(files);
    return t.app.inject({
      method: "POST",
      url: UPLOAD,
      headers: { authorization: `Bearer ${token}`, "content-type": contentType },
      payload,
    });
  };
  const picture = (path: string, token = me.token) =>
    t.call("GET", `/api/Employee/ProfilePicture?${new URLSearchParams({ path }).toString()}`, { token });
  const details = async (token = me.token) =>
    (await t.call("POST", "/api/Employee/GetEmployeeDetails", { token, body: {} })).json();

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    me = await t.signIn("manager@acme.example");
    colleague = await t.signIn("viewer@acme.example");
    globex = await t.signIn("admin@globex.example");
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("sets one's own picture, stored square at 256 px, shown in the profile and the next sign-in", async () => {
    const res = await upload([{ name: "me.png", content: await photo(), type: "image/png" }]);
    expect(res.statusCode).toBe(200);
    const { ImagePath } = res.json();
    expect(ImagePath).toMatch(
      new RegExp(`^orgs/\\d+/profile-pictures/${me.record.EmpId}/[0-9a-f-]{36}\\.jpg$`),
    );

    const set = await t.call("POST", UPDATE, {
      token: me.token,
      body: { EmpId: me.record.EmpId, ImagePath },
    });
    expect(set.json()).toMatchObject({ StatusCode: 0, ProfilePicturePath: ImagePath });
    expect((await details()).ProfilePicturePath).toBe(ImagePath);
    expect((await t.signIn("manager@acme.example")).record.ProfilePicturePath).toBe(ImagePath);

    const shown = await picture(ImagePath, colleague.token);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(shown.rawPayload).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 256, height: 256 });
    // Cropped to the middle: red on the left, blue on the right.
    const { data } = await sharp(shown.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(data[3 * (128 * 256 + 10)]).toBeGreaterThan(150);
    expect(data[3 * (128 * 256 + 245) + 2]).toBeGreaterThan(150);
  });

  it("replaces the picture, deleting the old one, and removes it again (back to initials)", async () => {
    const old = (await details()).ProfilePicturePath as string;
    const { ImagePath } = (await upload([{ name: "new.jpg", content: await photo("jpeg") }])).json();
    await t.call("POST", UPDATE, { token: me.token, body: { EmpId: me.record.EmpId, ImagePath } });
    expect((await picture(old)).statusCode).toBe(404);
    expect((await picture(ImagePath)).statusCode).toBe(200);

    const removed = await t.call("POST", UPDATE, {
      token: me.token,
      body: { EmpId: me.record.EmpId, ImagePath: null },
    });
    expect(removed.json()).toMatchObject({ StatusCode: 0, ProfilePicturePath: null });
    expect((await details()).ProfilePicturePath).toBeNull();
  });

  it("refuses another person's EmpId (403), and a path the caller did not upload for a picture (400)", async () => {
    const { ImagePath } = (await upload([{ name: "me.png", content: await photo() }])).json();
    const other = await t.call("POST", UPDATE, {
      token: me.token,
      body: { EmpId: colleague.record.EmpId, ImagePath },
    });
    expect(other.statusCode).toBe(403);
    expect((await details(colleague.token)).ProfilePicturePath).toBeNull();

    // The colleague cannot take my upload as theirs, nor any other stored path.
    for (const path of [ImagePath, "orgs/1/asset/1/x.jpg", "../../etc/passwd", `${ImagePath}.png`]) {
      const res = await t.call("POST", UPDATE, {
        token: colleague.token,
        body: { EmpId: colleague.record.EmpId, ImagePath: path },
      });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().fields[0].field).toBe("ImagePath");
    }
    expect((await t.call("POST", UPDATE, { token: me.token, body: { ImagePath } })).statusCode).toBe(400);
  });

  it("refuses files that are not pictures, by their content, and more than one at a time", async () => {
    const fake = await upload([{ name: "me.png", content: Buffer.from("MZ\x90\x00 not a picture at all") }]);
    expect(fake.statusCode).toBe(400);
    expect(fake.json().StatusMessage).toContain("its content is not a PNG file");
    const pdf = await upload([{ name: "me.pdf", content: Buffer.from("%PDF-1.4\n") }]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().StatusMessage).toContain("only these extensions are accepted: jpg, jpeg, png");
    const two = await upload([
      { name: "a.png", content: await photo() },
      { name: "b.png", content: await photo() },
    ]);
    expect(two.statusCode).toBe(400);
    const json = await t.call("POST", UPLOAD, { token: me.token, body: { ImagePath: "x" } });
    expect(json.statusCode).toBe(400);
  });

  it("shows pictures only within the organisation", async () => {
    const { ImagePath } = (await upload([{ name: "me.png", content: await photo() }])).json();
    await t.call("POST", UPDATE, { token: me.token, body: { EmpId: me.record.EmpId, ImagePath } });
    expect((await picture(ImagePath, globex.token)).statusCode).toBe(404);
    expect((await picture("orgs/1/asset/1/x.jpg")).statusCode).toBe(404);
  });
});
