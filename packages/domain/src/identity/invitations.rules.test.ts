import { describe, expect, it } from "vitest";
import {
  ACTIVATION_LINK_MESSAGES,
  INVITATION_VALID_HOURS,
  acceptedTermsVersion,
  personStateOf,
} from "./invitations.rules.ts";
import {
  checkInviteImportRow,
  inviteImportTemplateCsv,
  matchInviteHeaders,
} from "./invitation-import.rules.ts";
import { ActivationFormSchema, InviteEmployeeSchema } from "./invitations.schemas.ts";

describe("a person's state", () => {
  it.each([
    [false, null, "Disabled"],
    [false, "2026-01-02T00:00:00Z", "Disabled"],
    [true, null, "Invited"],
    [true, new Date("2026-01-02T00:00:00Z"), "Active"],
  ] as const)("enabled %s, activated %s: %s", (isEnabled, activatedAt, state) => {
    expect(personStateOf({ isEnabled, activatedAt })).toBe(state);
  });
});

describe("the activation link", () => {
  it("works for 72 hours and says why it does not", () => {
    expect(INVITATION_VALID_HOURS).toBe(72);
    expect(ACTIVATION_LINK_MESSAGES.used).toBe("This invitation link has already been used.");
    expect(ACTIVATION_LINK_MESSAGES.expired).toBe(
      "This invitation link has expired. Ask your administrator to send a new one.",
    );
  });

  it.each([
    [null, 1],
    [0, 1],
    [3, 3],
  ])("accepts the organisation's latest terms (%s) or version 1 (%s)", (latestVersion, version) => {
    expect(acceptedTermsVersion({ latestVersion })).toBe(version);
  });

  it("names the differing confirmation and the unaccepted terms", () => {
    const parsed = ActivationFormSchema.safeParse({
      Password: "a",
      ConfirmPassword: "b",
      AcceptTerms: false,
    });
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual(["ConfirmPassword", "AcceptTerms"]);
  });
});

describe("an invitation's fields", () => {
  const valid = { FirstName: " Robin ", LastName: "Castellano", Email: " robin@acme.example ", RoleId: 3 };

  it("trims the names and the address, and makes an empty phone none", () => {
    expect(InviteEmployeeSchema.parse({ ...valid, PhoneNumber: " " })).toEqual({
      FirstName: "Robin",
      LastName: "Castellano",
      Email: "robin@acme.example",
      RoleId: 3,
      PhoneNumber: null,
    });
  });

  it.each([
    [`${"a".repeat(65)}@acme.example`, true],
    [`robin@${"d".repeat(250)}.example`, true],
    ["robin at acme", false],
  ])("refuses %s, raising localDomainLengthError only for a part too long (%s)", (email, isLengthError) => {
    const issue = InviteEmployeeSchema.safeParse({ ...valid, Email: email }).error?.issues[0];
    expect(issue?.path).toEqual(["Email"]);
    const params = issue && "params" in issue ? (issue.params as { localDomainLengthError?: boolean }) : {};
    expect(params.localDomainLengthError ?? false).toBe(isLengthError);
  });

  it("asks for a role", () => {
    const issue = InviteEmployeeSchema.safeParse({ ...valid, RoleId: 0 }).error?.issues[0];
    expect(issue?.message).toBe("Choose a role.");
  });
});

describe("a file of people to invite", () => {
  it("matches headers whatever their case and spacing, and names what is missing or unknown", () => {
    expect(matchInviteHeaders({ headers: ["first name", "LAST NAME", "email", "Role"] }).ok).toBe(true);
    const refused = matchInviteHeaders({ headers: ["First name", "Last name", "Mail", "Role", "Role"] });
    expect(refused.ok ? [] : refused.problems.map((p) => [p.Field, p.Message.split(" (")[0]])).toEqual([
      ["Mail", "This column is not one the import reads"],
      ["Role", "This column is given twice."],
      ["Email", "This column is required but missing."],
    ]);
  });

  it("checks a row by the add-user rules, naming columns as the file does", () => {
    const row = checkInviteImportRow({ FirstName: "A", LastName: "B", Email: "nope", Role: "Viewer" }, 4);
    expect(row.ok ? [] : row.problems).toEqual([
      { Row: 4, Field: "Email", Message: "Please enter a valid email address without space." },
    ]);
  });

  it("offers a template whose header the import reads", () => {
    const [header] = inviteImportTemplateCsv().split("\r\n");
    expect(matchInviteHeaders({ headers: header!.split(",") }).ok).toBe(true);
  });
});
