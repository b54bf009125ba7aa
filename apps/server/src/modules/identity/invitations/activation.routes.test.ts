import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ActivationReply, SessionUserRecord, UserListReply } from "@fieldstead/domain";
import { employees } from "../../../db/schema/index.ts";
import { SESSION_COOKIE } from "../../../plugins/auth.ts";
import { testBackends } from "../../../test/test-databases.ts";
import {
  ACME_ADMIN,
  ACTIVATE,
  INVITE,
  activationTokenOf,
  openInvitationsHarness,
  type InvitationsHarness,
} from "./invitations.test-kit.ts";

const PASSWORD = "Orchard-Lantern-93";
type Refusal = { StatusMessage: string; fields?: { field: string; message: string }[] };

describe.each(testBackends())("accepting an invitation on %s", (backend) => {
  let h: InvitationsHarness;
  let roleId: number;

  /** Invites a new person and answers the token the invitation mail carries. */
  const invite = async (email: string, firstName = "Noor", lastName = "Haddad"): Promise<string> => {
    const res = await h.post(INVITE, {
      FirstName: firstName,
      LastName: lastName,
      Email: email,
      RoleId: roleId,
    });
    expect(res.statusCode).toBe(200);
    return activationTokenOf(await h.smtp.nextMailTo(email));
  };
  const check = async (token: string) =>
    (await h.t.call("GET", `${ACTIVATE}?token=${encodeURIComponent(token)}`)).json() as ActivationReply;
  const activate = (token: string, extra: object = {}) =>
    h.t.call("POST", ACTIVATE, {
      body: { Token: token, Password: PASSWORD, ConfirmPassword: PASSWORD, AcceptTerms: true, ...extra },
    });
  const refusedField = (res: { json(): unknown }) =>
    ((res.json() as Refusal).fields ?? []).map((f) => f.field);

  beforeAll(async () => {
    h = await openInvitationsHarness(backend);
    roleId = await h.roleId(ACME_ADMIN, "Field Technician");
  });
  afterAll(() => h?.close());

  it("sets the password, accepts the terms and signs the person in; the link then says it was used", async () => {
    const token = await invite("noor.haddad@acme.example");
    const res = await activate(token);
    expect(res.statusCode).toBe(200);
    const record = res.json() as SessionUserRecord;
    expect(record).toMatchObject({
      Email: "noor.haddad@acme.example",
      EmpFullName: "Noor Haddad",
      IsCookiesSaved: true,
    });
    expect(res.cookies.some((c) => c.name === SESSION_COOKIE && c.value === record.Token)).toBe(true);
    // The session works at once, and the password signs in afterwards.
    const details = await h.t.call("POST", "/api/Employee/GetEmployeeDetails", {
      token: record.Token,
      body: {},
    });
    expect(details.statusCode).toBe(200);
    await h.t.signIn("noor.haddad@acme.example", PASSWORD);
    const [row] = await h.t.ctx.db
      .select()
      .from(employees)
      .where(eq(employees.email, "noor.haddad@acme.example"));
    expect(row?.activatedAt).toBeInstanceOf(Date);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.termsAcceptedVersion).toBeGreaterThanOrEqual(1);
    const list = (await h.post("/api/Employee/GetUserList", { Filters: { SearchQuery: "Haddad" } })).json();
    expect((list as UserListReply).Users.map((u) => u.State)).toEqual(["Active"]);

    expect(await check(token)).toMatchObject({
      IsValid: false,
      Problem: "used",
      StatusMessage: "This invitation link has already been used.",
    });
    const again = await activate(token, {
      Password: "Another-Lantern-94",
      ConfirmPassword: "Another-Lantern-94",
    });
    expect(again.statusCode).toBe(400);
    expect(refusedField(again)).toEqual(["Token"]);
    // The first password still holds.
    await h.t.signIn("noor.haddad@acme.example", PASSWORD);
  });

  it("refuses a tampered or made-up link without saying whose it would be", async () => {
    const token = await invite("lee.tamura@acme.example", "Lee", "Tamura");
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [tampered, "not-a-token"]) {
      const reply = await check(bad);
      expect(reply).toMatchObject({ IsValid: false, Problem: "unknown", FirstName: null, Email: null });
      expect(reply.StatusMessage).toBe("This invitation link is not valid.");
      const res = await activate(bad);
      expect(res.statusCode).toBe(400);
      expect(refusedField(res)).toEqual(["Token"]);
    }
    expect((await check(token)).IsValid).toBe(true);
  });

  it.each([
    ["too short", "Short-1", "kit.short@acme.example"],
    ["built from the person's name", "Tamura-Lantern-93", "kit.name@acme.example"],
    ["a breached password", "password1234", "kit.breached@acme.example"],
  ])(
    "refuses a password %s with a 400 naming Password, and keeps the link",
    async (_case, password, email) => {
      const token = await invite(email, "Kit", "Tamura");
      const res = await activate(token, { Password: password, ConfirmPassword: password });
      expect(res.statusCode).toBe(400);
      expect(refusedField(res)).toEqual(["Password"]);
      expect((await check(token)).IsValid).toBe(true);
    },
  );

  it("refuses passwords that differ and terms not accepted, naming each field", async () => {
    const token = await invite("ari.mendes@acme.example", "Ari", "Mendes");
    const differ = await activate(token, { ConfirmPassword: `${PASSWORD}x` });
    expect(differ.statusCode).toBe(400);
    expect(refusedField(differ)).toEqual(["ConfirmPassword"]);
    const terms = await activate(token, { AcceptTerms: false });
    expect(terms.statusCode).toBe(400);
    expect(refusedField(terms)).toEqual(["AcceptTerms"]);
    expect((await check(token)).IsValid).toBe(true);
  });

  it("refuses the link of a person disabled since the invitation", async () => {
    const token = await invite("jo.brandt@acme.example", "Jo", "Brandt");
    const id = (await h.employeeId("jo.brandt@acme.example"))!;
    await h.post("/api/Employee/SetUserEnabled", { EmployeeId: id, IsEnabled: false });
    expect((await check(token)).Problem).toBe("disabled");
    const res = await activate(token);
    expect(res.statusCode).toBe(400);
    const [row] = await h.t.ctx.db.select().from(employees).where(eq(employees.id, id));
    expect(row?.passwordHash).toBeNull();
  });

  // Last: it moves the clock past the link's 72 hours.
  it("refuses a link older than 72 hours, and says to ask for a new one", async () => {
    const token = await invite("mika.laine@acme.example", "Mika", "Laine");
    h.t.clock.advance(72 * 60 * 60 * 1000 - 60_000);
    expect((await check(token)).IsValid).toBe(true);
    h.t.clock.advance(2 * 60_000);
    expect(await check(token)).toMatchObject({
      IsValid: false,
      Problem: "expired",
      StatusMessage: "This invitation link has expired. Ask your administrator to send a new one.",
    });
    const res = await activate(token);
    expect(res.statusCode).toBe(400);
    expect(refusedField(res)).toEqual(["Token"]);
  });
});
