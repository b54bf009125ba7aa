import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { ActivationReply, InviteEmployeeReply, UserListReply } from "@fieldstead/domain";
import { employees } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import {
  ACME_ADMIN,
  ACME_TECH,
  ACTIVATE,
  GLOBEX_ADMIN,
  GLOBEX_TECH,
  INVITE,
  RESEND,
  RESET_LINK,
  activationTokenOf,
  openInvitationsHarness,
  type InvitationsHarness,
} from "./invitations.test-kit.ts";

type Refusal = { StatusMessage: string; fields?: { field: string; message: string }[] };
const fieldsOf = (body: unknown) => ((body as Refusal).fields ?? []).map((f) => f.field);

describe.each(testBackends())("inviting people on %s", (backend) => {
  let h: InvitationsHarness;
  let technicianRole: number;
  const person = (email: string, extra: object = {}) => ({
    FirstName: "Robin",
    LastName: "Castellano",
    Email: email,
    RoleId: technicianRole,
    ...extra,
  });
  const check = async (token: string) =>
    (await h.t.call("GET", `${ACTIVATE}?token=${encodeURIComponent(token)}`)).json() as ActivationReply;

  beforeAll(async () => {
    h = await openInvitationsHarness(backend);
    technicianRole = await h.roleId(ACME_ADMIN, "Field Technician");
  });
  afterAll(() => h?.close());

  it("creates the person as Invited and mails an invitation whose link names them and the organisation", async () => {
    const res = await h.post(
      INVITE,
      person("robin.castellano@acme.example", { PhoneNumber: "+1(720)555-0101" }),
    );
    expect(res.statusCode).toBe(200);
    const reply = res.json() as InviteEmployeeReply;
    expect(reply.StatusCode).toBe(0);
    const mail = await h.smtp.nextMailTo("robin.castellano@acme.example");
    expect(mail.subject).toBe("You are invited to Fieldstead by Acme Facilities");
    expect(mail.text).toContain("72 hours");
    expect(mail.html).toContain("Accept the invitation");
    const found = await check(activationTokenOf(mail));
    expect(found).toMatchObject({
      IsValid: true,
      FirstName: "Robin",
      LastName: "Castellano",
      Email: "robin.castellano@acme.example",
      OrgName: "Acme Facilities",
    });
    const list = await h.post("/api/Employee/GetUserList", { Filters: { FilterTypeId: 3 } });
    const invited = (list.json() as UserListReply).Users;
    expect(invited.map((u) => [u.email, u.State])).toEqual([["robin.castellano@acme.example", "Invited"]]);
    // An invited person has no password: signing in with anything fails.
    const login = await h.t.call("POST", "/api/Login", {
      body: { email: "robin.castellano@acme.example", password: "" + "anything-at-all-1" },
    });
    expect(login.statusCode).toBe(401);
  });

  it.each([
    ["a malformed address", "not-an-address", "Email"],
    ["a local part over 64 characters", `${"a".repeat(65)}@acme.example`, "Email"],
    ["an address already used in another organisation", "admin@globex.example", "Email"],
    ["an address already used, in other letters", "Tech@ACME.example", "Email"],
  ])("refuses %s with a 400 naming Email, and writes nothing", async (_case, email, field) => {
    const before = await h.counts();
    const res = await h.post(INVITE, person(email));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual([field]);
    expect(await h.counts()).toEqual(before);
  });

  it("says which address is taken in the words of the form", async () => {
    const res = await h.post(INVITE, person("tech@globex.example"));
    expect((res.json() as Refusal).fields?.[0]?.message).toBe("A person with this e-mail already exists.");
  });

  it("refuses another organisation's role with a 400 naming RoleId, and writes nothing", async () => {
    const before = await h.counts();
    const globexRole = await h.roleId(GLOBEX_ADMIN, "Field Technician");
    const res = await h.post(INVITE, person("new.person@acme.example", { RoleId: globexRole }));
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json())).toEqual(["RoleId"]);
    expect(await h.counts()).toEqual(before);
  });

  it("refuses missing names and a bad phone number, naming each field", async () => {
    const res = await h.post(INVITE, {
      Email: "x.y@acme.example",
      RoleId: technicianRole,
      PhoneNumber: "12 34",
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.json()).sort()).toEqual(["FirstName", "LastName", "PhoneNumber"]);
  });

  it("answers 403 to a role without the right to change User Administration", async () => {
    const before = await h.counts();
    const res = await h.post(INVITE, person("someone.else@acme.example"), ACME_TECH);
    expect(res.statusCode).toBe(403);
    expect((await h.post(RESEND, { EmployeeId: 1 }, ACME_TECH)).statusCode).toBe(403);
    expect(await h.counts()).toEqual(before);
  });

  it("resends an invitation: the new link works and the old one no longer does", async () => {
    const email = "sam.okoro@acme.example";
    const created = (await h.post(INVITE, person(email, { FirstName: "Sam", LastName: "Okoro" }))).json();
    const first = activationTokenOf(await h.smtp.nextMailTo(email));
    const res = await h.post(RESEND, { EmployeeId: (created as InviteEmployeeReply).EmployeeId });
    expect(res.statusCode).toBe(200);
    const second = activationTokenOf(await h.smtp.nextMailTo(email));
    expect(second).not.toBe(first);
    expect((await check(second)).IsValid).toBe(true);
    expect(await check(first)).toMatchObject({ IsValid: false, Problem: "used" });
  });

  it("refuses to resend to or reset another organisation's person (404)", async () => {
    const globexTech = (await h.employeeId(GLOBEX_TECH))!;
    const before = await h.counts();
    expect((await h.post(RESEND, { EmployeeId: globexTech })).statusCode).toBe(404);
    expect((await h.post(RESET_LINK, { EmployeeId: globexTech })).statusCode).toBe(404);
    expect(await h.counts()).toEqual(before);
  });

  it("refuses a disabled person with a 400 naming EmployeeId", async () => {
    const email = "dana.mertens@acme.example";
    const created = (await h.post(INVITE, person(email, { FirstName: "Dana", LastName: "Mertens" }))).json();
    const id = (created as InviteEmployeeReply).EmployeeId;
    await h.smtp.nextMailTo(email);
    expect(
      (await h.post("/api/Employee/SetUserEnabled", { EmployeeId: id, IsEnabled: false })).statusCode,
    ).toBe(200);
    const resend = await h.post(RESEND, { EmployeeId: id });
    expect(resend.statusCode).toBe(400);
    expect(fieldsOf(resend.json())).toEqual(["EmployeeId"]);
    const reset = await h.post(RESET_LINK, { EmployeeId: id });
    expect(reset.statusCode).toBe(400);
    const list = (await h.post("/api/Employee/GetUserList", { Filters: { SearchQuery: "Mertens" } })).json();
    expect((list as UserListReply).Users.map((u) => u.State)).toEqual(["Disabled"]);
  });

  it("sends an Active person a password reset link, and refuses it to an Invited one", async () => {
    const tech = (await h.employeeId(ACME_TECH))!;
    const res = await h.post(RESET_LINK, { EmployeeId: tech });
    expect(res.statusCode).toBe(200);
    const mail = await h.smtp.nextMailTo(ACME_TECH);
    expect(mail.text).toMatch(/#\/reset-password\?token=/);
    const invited = (
      await h.t.ctx.db
        .select({ id: employees.id })
        .from(employees)
        .where(eq(employees.email, "robin.castellano@acme.example"))
    )[0]!.id;
    const refused = await h.post(RESET_LINK, { EmployeeId: invited });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.json())).toEqual(["EmployeeId"]);
  });
});
