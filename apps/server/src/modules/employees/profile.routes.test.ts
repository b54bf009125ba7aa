import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../../seed/demo.seed.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";

const DETAILS = "/api/Employee/GetEmployeeDetails";
const UPDATE = "/api/Employee/UpdateEmployeeProfile";
const CHANGE = "/api/Employee/ChangePassword";
const NEW_PASSWORD = "Brand-new-secret-42";

type FieldProblem = { field: string; message: string };
const fieldsOf = (body: string): string[] =>
  ((JSON.parse(body) as { fields?: FieldProblem[] }).fields ?? []).map((f) => f.field);

describe.each(testBackends())("the profile calls on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("answers the caller's own record, with or without the spec's body", async () => {
    const { token, record } = await t.signIn("tech@acme.example");
    for (const body of [
      undefined,
      {
        EmployeeId: record.EmployeeId,
        EmpRole: record.RoleName,
        EmpFullName: record.EmpFullName,
        Email: record.Email,
        culture: "en-US",
        CurrentDate: "2026-03-10",
      },
    ]) {
      const res = await t.call("POST", DETAILS, { token, body });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        EmployeeId: record.EmployeeId,
        Email: "tech@acme.example",
        EmpFirstName: record.EmpFirstName,
        EmpLastName: record.EmpLastName,
        EmpFullName: record.EmpFullName,
        PhoneNumber: null,
        RoleName: "Field Technician",
        OrgName: "Acme Facilities",
      });
      expect(res.json()).not.toHaveProperty("passwordHash");
    }
  });

  it("refuses to show or change another employee's record, of this organisation or another", async () => {
    const tech = await t.signIn("tech@acme.example");
    const colleague = await t.signIn("viewer@acme.example");
    const stranger = await t.signIn("admin@globex.example");
    for (const other of [colleague.record.EmployeeId, stranger.record.EmployeeId]) {
      expect(
        (await t.call("POST", DETAILS, { token: tech.token, body: { EmployeeId: other } })).statusCode,
      ).toBe(403);
      const update = await t.call("POST", UPDATE, {
        token: tech.token,
        body: { EmpId: other, EmpFirstName: "Mallory", EmpLastName: "Evil", PhoneNumber: "" },
      });
      expect(update.statusCode).toBe(403);
    }
    const untouched = await t.call("POST", DETAILS, { token: stranger.token });
    expect(untouched.json().EmpFirstName).toBe(stranger.record.EmpFirstName);
  });

  it("needs a session", async () => {
    for (const url of [DETAILS, UPDATE, CHANGE]) expect((await t.call("POST", url)).statusCode).toBe(401);
  });

  it("saves the names and phone number, which the next sign-in reports too", async () => {
    const { token } = await t.signIn("lease@acme.example");
    const res = await t.call("POST", UPDATE, {
      token,
      body: { EmpFirstName: "  Lena ", EmpLastName: "Marsh-Okafor", PhoneNumber: " +1(303)555-0147 " },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      StatusCode: 0,
      Employee: {
        EmpFirstName: "Lena",
        EmpLastName: "Marsh-Okafor",
        EmpFullName: "Lena Marsh-Okafor",
        PhoneNumber: "+1(303)555-0147",
      },
    });
    expect((await t.call("POST", DETAILS, { token })).json().PhoneNumber).toBe("+1(303)555-0147");
    expect((await t.signIn("lease@acme.example")).record.EmpFullName).toBe("Lena Marsh-Okafor");

    const cleared = await t.call("POST", UPDATE, {
      token,
      body: { EmpFirstName: "Lena", EmpLastName: "Marsh-Okafor", PhoneNumber: "   " },
    });
    expect(cleared.json().Employee.PhoneNumber).toBeNull();
  });

  it("answers 400 naming each invalid field, and changes nothing", async () => {
    const { token, record } = await t.signIn("lease@acme.example");
    const res = await t.call("POST", UPDATE, {
      token,
      body: { EmpFirstName: "   ", EmpLastName: "x".repeat(51), PhoneNumber: "303 555 0100" },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body).sort()).toEqual(["EmpFirstName", "EmpLastName", "PhoneNumber"]);
    expect(res.json().StatusMessage).toContain(
      'PhoneNumber: Only numeric input with special characters, "+", "(", ")", "-", is allowed without space.',
    );
    expect((await t.call("POST", DETAILS, { token })).json().EmpFirstName).toBe(record.EmpFirstName);
  });

  it("refuses a wrong current password with a 400 naming CurrentPassword, keeping the old one", async () => {
    const { token } = await t.signIn("viewer@acme.example");
    const res = await t.call("POST", CHANGE, {
      token,
      body: {
        CurrentPassword: "not-my-password-1",
        NewPassword: NEW_PASSWORD,
        ConfirmPassword: NEW_PASSWORD,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: "CurrentPassword", message: "The current password is not correct." },
    ]);
    await expect(t.signIn("viewer@acme.example", DEMO_PASSWORD)).resolves.toBeTruthy();
  });

  it.each([
    [{ NewPassword: "short-1", ConfirmPassword: "short-1" }, "NewPassword", "at least 12 characters"],
    [
      { NewPassword: "password1234", ConfirmPassword: "password1234" },
      "NewPassword",
      "appears in lists of breached passwords",
    ],
    [
      { NewPassword: "Viewer-of-the-week-9", ConfirmPassword: "Viewer-of-the-week-9" },
      "NewPassword",
      "must not contain your name or e-mail",
    ],

    [{ NewPassword: DEMO_PASSWORD, ConfirmPassword: DEMO_PASSWORD }, "NewPassword", "must differ"],
    [{ NewPassword: NEW_PASSWORD, ConfirmPassword: `${NEW_PASSWORD}x` }, "ConfirmPassword", "do not match"],
    [{ NewPassword: NEW_PASSWORD }, "ConfirmPassword", "Confirm the new password"],
  ])("refuses %j naming %s", async (passwords, field, message) => {
    const { token } = await t.signIn("viewer@acme.example");
    const res = await t.call("POST", CHANGE, {
      token,
      body: { CurrentPassword: DEMO_PASSWORD, ...passwords },
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res.body)).toContain(field);
    expect(res.json().StatusMessage).toContain(message);
  });

  it("changes the password: the new one signs in, the old one no longer, other sessions end", async () => {
    const other = await t.signIn("tech@globex.example");
    const { token } = await t.signIn("tech@globex.example");
    const res = await t.call("POST", CHANGE, {
      token,
      body: { CurrentPassword: DEMO_PASSWORD, NewPassword: NEW_PASSWORD, ConfirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ StatusCode: 0, StatusMessage: "Password changed" });

    expect((await t.call("POST", DETAILS, { token })).statusCode).toBe(200);
    expect((await t.call("POST", DETAILS, { token: other.token })).statusCode).toBe(401);
    const old = await t.call("POST", "/api/Login", {
      body: { email: "tech@globex.example", password: DEMO_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
    await expect(t.signIn("tech@globex.example", NEW_PASSWORD)).resolves.toBeTruthy();
  });

  it("takes a long password of letters alone: the policy asks for length, not character classes", async () => {
    const { token } = await t.signIn("manager@acme.example");
    const letters = "quiet river under amber lamps";
    const res = await t.call("POST", CHANGE, {
      token,
      body: { CurrentPassword: DEMO_PASSWORD, NewPassword: letters, ConfirmPassword: letters },
    });
    expect(res.statusCode).toBe(200);
    await expect(t.signIn("manager@acme.example", letters)).resolves.toBeTruthy();
  });

  it("blocks further tries after ten wrong current passwords", async () => {
    const { token } = await t.signIn("admin@globex.example");
    const wrong = {
      CurrentPassword: "wrong-password-9",
      NewPassword: NEW_PASSWORD,
      ConfirmPassword: NEW_PASSWORD,
    };
    for (let i = 0; i < 10; i += 1)
      expect((await t.call("POST", CHANGE, { token, body: wrong })).statusCode).toBe(400);
    const blocked = await t.call("POST", CHANGE, {
      token,
      body: { ...wrong, CurrentPassword: DEMO_PASSWORD },
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });
});
