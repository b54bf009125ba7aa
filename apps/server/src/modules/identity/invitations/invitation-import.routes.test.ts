import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ActivationReply, ImportUsersReply } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { multipart, workbookOf } from "../../imports/imports.test-kit.ts";
import {
  ACME_ADMIN,
  ACME_TECH,
  ACTIVATE,
  activationTokenOf,
  openInvitationsHarness,
  type InvitationsHarness,
} from "./invitations.test-kit.ts";

const HEADER = "First name,Last name,Email,Role,Phone";
type Refusal = { StatusMessage: string; fields?: { field: string; message: string }[] };

describe.each(testBackends())("inviting people from a file on %s", (backend) => {
  let h: InvitationsHarness;
  const upload = (fileName: string, content: Buffer | string, as = ACME_ADMIN) => {
    const body = multipart(fileName, content);
    return h.t.app.inject({
      method: "POST",
      url: "/api/Employee/ImportUsers",
      headers: { authorization: `Bearer ${h.token(as)}`, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    h = await openInvitationsHarness(backend);
  });
  afterAll(() => h?.close());

  it("invites the good rows and reports every other row with its reasons", async () => {
    const csv = [
      HEADER,
      "Ines,Duarte,ines.duarte@acme.example,Field Technician,+1(720)555-0111",
      "Omar,Saleh,omar.saleh@acme.example,field technician,",
      "Tess,Byrne,tech@acme.example,Viewer,",
      "Uma,Patel,uma.patel@acme.example,Astronaut,",
      ",Nobody,not-an-address,Viewer,12 34",
      "Ines,Again,INES.DUARTE@acme.example,Viewer,",
    ].join("\n");
    const res = await upload("people.csv", csv);
    expect(res.statusCode).toBe(200);
    const report = res.json() as ImportUsersReply;
    expect(report).toMatchObject({ Invited: 2, Refused: 4 });
    expect(report.Rows.map((r) => [r.Row, r.Outcome, r.Problems.map((p) => p.Field)])).toEqual([
      [2, "Invited", []],
      [3, "Invited", []],
      [4, "Refused", ["Email"]],
      [5, "Refused", ["Role"]],
      [6, "Refused", ["First name", "Email", "Phone"]],
      [7, "Refused", ["Email"]],
    ]);
    expect(report.Rows[2]!.Problems[0]!.Message).toBe("A person with this e-mail already exists.");
    expect(report.Rows[3]!.Problems[0]!.Message).toBe("Your organisation has no role named 'Astronaut'.");
    // Each invited row got its own working invitation.
    for (const email of ["ines.duarte@acme.example", "omar.saleh@acme.example"]) {
      const token = activationTokenOf(await h.smtp.nextMailTo(email));
      const check = await h.t.call("GET", `${ACTIVATE}?token=${encodeURIComponent(token)}`);
      expect((check.json() as ActivationReply).IsValid).toBe(true);
    }
  });

  it("reads an .xlsx workbook the same way", async () => {
    const workbook = await workbookOf([
      ["First name", "Last name", "Email", "Role"],
      ["Yara", "Nilsen", "yara.nilsen@acme.example", "Viewer"],
    ]);
    const res = await upload("people.xlsx", workbook);
    expect(res.statusCode).toBe(200);
    expect((res.json() as ImportUsersReply).Rows.map((r) => r.Outcome)).toEqual(["Invited"]);
    expect((await h.smtp.nextMailTo("yara.nilsen@acme.example")).subject).toContain("You are invited");
  });

  it.each([
    ["a missing column", "First name,Last name,Email\nA,B,a.b@acme.example", /Role: This column is required/],
    ["no rows", `${HEADER}\n`, /no rows below its header/],
    [
      "more than 1,000 rows",
      [HEADER, ...Array.from({ length: 1001 }, (_, i) => `P,${i},p${i}@bulk.example,Viewer,`)].join("\n"),
      /at most 1,000 people/,
    ],
  ])("refuses a file with %s as a whole (400 naming File), inviting no one", async (_case, csv, message) => {
    const before = await h.counts();
    const res = await upload("people.csv", csv);
    expect(res.statusCode).toBe(400);
    const body = res.json() as Refusal;
    expect(body.fields?.map((f) => f.field)).toEqual(["File"]);
    expect(body.StatusMessage).toMatch(message);
    expect(await h.counts()).toEqual(before);
  });

  it("refuses a file that is not a spreadsheet, and a role without the right", async () => {
    const notCsv = await upload("people.csv", Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]));
    expect(notCsv.statusCode).toBe(400);
    const forbidden = await upload("people.csv", `${HEADER}\nA,B,a.b@acme.example,Viewer,`, ACME_TECH);
    expect(forbidden.statusCode).toBe(403);
  });
});
