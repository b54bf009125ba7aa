import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  PublishTermsReply,
  TermsAcceptanceReply,
  TermsPreviewReply,
  TermsReply,
} from "@fieldstead/domain";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";

const CURRENT = "/api/Terms/GetCurrent";
const DEFAULT = "/api/Terms/GetDefault";
const ACCEPTANCE = "/api/Terms/GetAcceptance";
const PUBLISH = "/api/Terms/Publish";
const PREVIEW = "/api/Terms/Preview";
const ACCEPT = "/api/Employee/UpdateEmployeeCookies";

const ACME_ADMIN = "admin@acme.example";
const GLOBEX_ADMIN = "admin@globex.example";
const NEW_TERMS = "# Acme terms\n\n## Safety first\n\nWear your **hard hat** on every site.";

describe.each(testBackends())("the terms of use on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  const tokens = new Map<string, string>();
  const tokenOf = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, (await t.signIn(email)).token);
    return tokens.get(email)!;
  };
  const get = async <T>(url: string, email?: string) => {
    const res = await t.call("GET", url, email ? { token: await tokenOf(email) } : {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const post = async (url: string, email: string, body: unknown) =>
    t.call("POST", url, { token: await tokenOf(email), body });
  const publish = async (email: string, BodyMarkdown: string) => {
    const res = await post(PUBLISH, email, { BodyMarkdown });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PublishTermsReply;
  };
  const accept = async (email: string, extra: object = {}) =>
    expect((await post(ACCEPT, email, { IsCookiesSaved: true, ...extra })).statusCode).toBe(200);

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("shows the product's default terms to anyone, signed in or not, as safe HTML", async () => {
    const terms = await get<TermsReply>(DEFAULT);
    expect(terms).toMatchObject({ Version: 1, PublishedOn: null, PublishedBy: null, IsDefault: true });
    for (const part of ["Using the service", "password", "Data and privacy", "Acceptable use", "Contact"])
      expect(terms.BodyMarkdown).toContain(part);
    expect(terms.Html).toContain("<h3>1. Using the service</h3>");
    expect(terms.Html).toContain("<li>");
    // The organisation's own terms need a session; the default text does not.
    expect((await t.call("GET", CURRENT)).statusCode).toBe(401);
    expect(await get<TermsReply>(CURRENT, ACME_ADMIN)).toEqual(terms);
  });

  it("tells the signed-in record which version is in force and which one the person accepted", async () => {
    expect((await t.signIn(ACME_ADMIN)).record).toMatchObject({ TermsVersion: 1, TermsAcceptedVersion: 1 });
    expect((await t.signIn("viewer@acme.example")).record).toMatchObject({
      IsCookiesSaved: false,
      TermsVersion: 1,
      TermsAcceptedVersion: 0,
    });
  });

  it("refuses a publication to someone without the right to manage users, and to no one signed in", async () => {
    for (const url of [PUBLISH, PREVIEW]) {
      expect((await post(url, "viewer@acme.example", { BodyMarkdown: NEW_TERMS })).statusCode).toBe(403);
      expect((await t.call("POST", url, { body: { BodyMarkdown: NEW_TERMS } })).statusCode).toBe(401);
    }
    expect((await get<TermsReply>(CURRENT, "viewer@acme.example")).Version).toBe(1);
  });

  it.each([
    ["no text", {}, "is required"],
    ["blank text", { BodyMarkdown: " \n\t " }, "is required"],
    ["a number", { BodyMarkdown: 5 }, "must be text"],
    ["over 100,000 characters", { BodyMarkdown: "a".repeat(100_001) }, "is at most 100,000 characters"],
  ])("refuses %s with a 400 naming BodyMarkdown", async (_, body, message) => {
    const res = await post(PUBLISH, ACME_ADMIN, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([{ field: "BodyMarkdown", message }]);
  });

  it("previews the text as it would show, with nothing that runs", async () => {
    const res = await post(PREVIEW, ACME_ADMIN, {
      BodyMarkdown:
        "## Rules\n\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) and [help](https://example.org/help)",
    });
    const { Html } = res.json() as TermsPreviewReply;
    expect(Html).toContain("<h3>Rules</h3>");
    expect(Html).not.toMatch(/<script|javascript:/i);
    expect(Html).toContain("&lt;script&gt;");
    expect(Html).toContain('<a href="https://example.org/help" rel="noopener noreferrer">help</a>');
    // A preview publishes nothing.
    expect((await get<TermsReply>(CURRENT, ACME_ADMIN)).Version).toBe(1);
  });

  it("publishes version 2, and asks the people who accepted version 1 to accept again", async () => {
    const firstAcceptance = (await t.signIn(ACME_ADMIN)).record.TermsAcceptedOn;
    const reply = await publish(ACME_ADMIN, NEW_TERMS);
    expect(reply).toEqual({
      StatusCode: 0,
      StatusMessage: "Version 2 of the terms of use is published.",
      Version: 2,
      PublishedOn: t.clock.now().toISOString(),
    });
    expect(await get<TermsReply>(CURRENT, "viewer@acme.example")).toEqual({
      Version: 2,
      BodyMarkdown: NEW_TERMS,
      Html: "<h3>Acme terms</h3><h4>Safety first</h4><p>Wear your <strong>hard hat</strong> on every site.</p>",
      PublishedOn: reply.PublishedOn,
      PublishedBy: "Avery Collins",
      IsDefault: false,
    });

    // Version 1 was accepted: the record and the page-load check both say version 2 waits.
    expect((await t.signIn(ACME_ADMIN)).record).toMatchObject({
      IsCookiesSaved: true,
      TermsVersion: 2,
      TermsAcceptedVersion: 1,
    });
    expect(await get<TermsAcceptanceReply>(ACCEPTANCE, ACME_ADMIN)).toEqual({
      TermsVersion: 2,
      TermsAcceptedVersion: 1,
      IsCookiesSaved: true,
      TermsAcceptedOn: firstAcceptance,
    });

    await accept(ACME_ADMIN, { TermsVersion: 2 });
    // Version 2 accepted; the first acceptance's date stays.
    expect((await t.signIn(ACME_ADMIN)).record).toMatchObject({
      TermsVersion: 2,
      TermsAcceptedVersion: 2,
      TermsAcceptedOn: firstAcceptance,
    });
  });

  it("records the version the person was shown, so accepting an older page leaves the newer one to accept", async () => {
    const { Version } = await publish(ACME_ADMIN, `${NEW_TERMS}\n\nVersion three.`);
    expect(Version).toBe(3);
    await accept("viewer@acme.example", { TermsVersion: 2 });
    expect(await get<TermsAcceptanceReply>(ACCEPTANCE, "viewer@acme.example")).toMatchObject({
      TermsVersion: 3,
      TermsAcceptedVersion: 2,
      IsCookiesSaved: true,
    });
    // A version from the future counts as the current one; an acceptance never lowers the one on record.
    await accept("viewer@acme.example", { TermsVersion: 99 });
    await accept("viewer@acme.example", { TermsVersion: 1 });
    expect((await get<TermsAcceptanceReply>(ACCEPTANCE, "viewer@acme.example")).TermsAcceptedVersion).toBe(3);
    expect(
      (await post(ACCEPT, "viewer@acme.example", { IsCookiesSaved: true, TermsVersion: 0 })).statusCode,
    ).toBe(400);
  });

  it("numbers publications made at the same moment one after the other", async () => {
    const replies = await Promise.all([publish(ACME_ADMIN, "Text A"), publish(ACME_ADMIN, "Text B")]);
    expect(replies.map((r) => r.Version).sort()).toEqual([4, 5]);
    expect((await get<TermsReply>(CURRENT, ACME_ADMIN)).Version).toBe(5);
  });

  it("never shows one organisation's terms to another", async () => {
    const globex = await get<TermsReply>(CURRENT, GLOBEX_ADMIN);
    expect(globex).toMatchObject({ Version: 1, IsDefault: true });
    expect(JSON.stringify(globex)).not.toContain("hard hat");
    expect((await t.signIn(GLOBEX_ADMIN)).record).toMatchObject({ TermsVersion: 1, TermsAcceptedVersion: 1 });
    // Globex's own publication starts at 2, whatever Acme has published.
    expect((await publish(GLOBEX_ADMIN, "Globex terms")).Version).toBe(2);
    expect((await get<TermsReply>(CURRENT, ACME_ADMIN)).BodyMarkdown).not.toBe("Globex terms");
  });
});
