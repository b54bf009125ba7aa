import { afterEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import {
  TERMS_PROMPT_NAME,
  appPath,
  launchBrowser,
  launchMobileBrowser,
  signIn,
  visit,
  type TestBrowser,
} from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { hasNoSideScroll, metPasswordRequirements, shoot } from "./support/screenshots.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
/** A technician the demo data does not have: this journey creates them. */
const PERSON = { firstName: "Taylor", lastName: "Quinn", email: "tech2@acme.example" };
const PASSWORD = "Copper-orchard-lantern-71";

describe("inviting a person and their first sign-in", () => {
  const browsers: TestBrowser[] = [];
  const open = async (launch: Promise<TestBrowser>) => {
    const browser = await launch;
    browsers.push(browser);
    return browser.page;
  };
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map((b) => b.close()));
  });

  it("invites through the dialog, mails the link, and the link activates the account once", async () => {
    // The administrator invites the technician on User Administration.
    const admin = await open(launchBrowser(baseUrl));
    await signIn(admin, ADMIN);
    await visit(admin, "/#/userAdministration");
    await expectHeading(admin, "User Administration");
    await admin.getByRole("button", { name: "Add user", exact: true }).click();
    const dialog = admin.getByRole("dialog", { name: "Add user" });
    await dialog.getByLabel(/^First name/).fill(PERSON.firstName);
    await dialog.getByLabel(/^Last name/).fill(PERSON.lastName);
    await dialog.getByLabel(/^E-mail/).fill(PERSON.email);
    await dialog.getByLabel(/^Role/).selectOption({ label: "Field Technician" });
    await dialog.getByLabel(/^Phone/).fill("+1(720)555-0142");
    await shoot(admin, "invitations-add-user-dialog");
    await dialog.getByRole("button", { name: "Send invitation" }).click();
    await expectText(admin, `Taylor Quinn is invited: the invitation has been sent to ${PERSON.email}.`);
    const row = admin.getByRole("row").filter({ hasText: PERSON.email });
    await row.getByText("Invited", { exact: true }).waitFor();

    // The outbox keeps the invitation (no SMTP server here); its link is read from the mail itself.
    await admin.getByRole("link", { name: "Mail outbox" }).click();
    await waitForAppPath(admin, "/InternalTooling");
    await expectHeading(admin, "Mail outbox");
    await expectText(admin, "Without an SMTP server the portal keeps mails here", { exact: false });
    await admin.getByRole("searchbox", { name: "Recipient" }).fill(PERSON.email);
    const mailRow = admin
      .getByRole("row")
      .filter({ hasText: "You are invited to Fieldstead by Acme Facilities" });
    await mailRow.getByText("Kept in the outbox", { exact: true }).waitFor();
    await shoot(admin, "invitations-mail-outbox");
    await mailRow.getByRole("button", { name: /^Open/ }).click();
    const mail = admin.getByRole("dialog", { name: "You are invited to Fieldstead by Acme Facilities" });
    const frame = mail.frameLocator("iframe");
    const button = frame.getByRole("link", { name: "Accept the invitation" });
    await button.waitFor();
    expect(await button.getAttribute("href")).toMatch(/\/#\/activate-user\?token=[A-Za-z0-9_-]{40,}$/);
    expect(await mail.getByLabel("Plain text of the mail").innerText()).toContain("72 hours");
    await shoot(admin, "invitations-mail-open");
    const link = (await button.getAttribute("href"))!;

    // On a phone the page fits the screen.
    const phone = await open(launchMobileBrowser(baseUrl));
    await phone.goto(link, { waitUntil: "load" });
    await expectHeading(phone, "Activate your account");
    expect(await hasNoSideScroll(phone)).toBe(true);
    await shoot(phone, "invitations-activate-phone");

    // The invited person, in a browser of their own, sets a password and accepts the terms.
    const page = await open(launchBrowser(baseUrl));
    await page.goto(link, { waitUntil: "load" });
    await expectHeading(page, "Activate your account");
    await expectText(page, "Welcome, Taylor Quinn. Acme Facilities has invited you to Fieldstead.", {
      exact: false,
    });
    expect(await metPasswordRequirements(page)).toBe(0);
    // Short and built from the person's name: only 'not a common password' is met.
    await page.getByLabel(/^New password/).fill("quinn");
    await expect.poll(() => metPasswordRequirements(page)).toBe(1);
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await expect.poll(() => metPasswordRequirements(page)).toBe(3);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByRole("button", { name: "Activate account" }).click();
    await expectText(page, "Accept the terms of use to continue.");
    await page.getByRole("checkbox", { name: /I accept the terms of use/ }).check();
    expect(await page.getByRole("link", { name: "terms of use" }).getAttribute("href")).toBe("/#/terms");
    await shoot(page, "invitations-activate");
    await page.getByRole("button", { name: "Activate account" }).click();
    await waitForAppPath(page, "/dashboard");
    const stored = await page.evaluate<string | null>('localStorage.getItem("userDataset")');
    expect(JSON.parse(stored ?? "{}")).toMatchObject({ Email: PERSON.email, EmpFullName: "Taylor Quinn" });
    // The terms were accepted on the way in: no prompt asks again.
    await page.waitForTimeout(500);
    expect(await page.getByRole("dialog", { name: TERMS_PROMPT_NAME }).count()).toBe(0);

    // The link has done its work.
    const again = await open(launchBrowser(baseUrl));
    await again.goto(link, { waitUntil: "load" });
    await expectText(again, "This invitation link has already been used.");
    expect(appPath(again)).toMatch(/^\/activate-user/);
    expect(await again.getByLabel(/^New password/).count()).toBe(0);
  });

  it("invites the good rows of a file and reports the refused ones with their reasons", async () => {
    const admin = await open(launchBrowser(baseUrl));
    await signIn(admin, ADMIN);
    await visit(admin, "/#/userAdministration");
    await expectHeading(admin, "User Administration");
    await admin.getByRole("button", { name: "Import users", exact: true }).click();
    const dialog = admin.getByRole("dialog", { name: "Import users" });
    const stamp = Date.now();
    const csv = [
      "First name,Last name,Email,Role,Phone",
      `Jamie,Rivera,jamie.rivera.${stamp}@acme.example,Viewer,`,
      `Sky,Moreau,sky.moreau.${stamp}@acme.example,Astronaut,`,
      "Marcus,Again,tech@acme.example,Viewer,",
    ].join("\n");
    await dialog
      .locator("input[type=file]")
      .setInputFiles({ name: "people.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Invite these people" }).click();
    await expectText(admin, "1 person invited; 2 rows refused.");
    const report = dialog.getByRole("table", { name: "Import report" });
    await report.getByText("Role: Your organisation has no role named 'Astronaut'.").waitFor();
    await report.getByText("Email: A person with this e-mail already exists.").waitFor();
    await shoot(admin, "invitations-import-report");
    await dialog.getByRole("button", { name: "Close" }).click();
    await admin.getByRole("searchbox", { name: "Search users" }).fill(`jamie.rivera.${stamp}`);
    await admin
      .getByRole("row")
      .filter({ hasText: `jamie.rivera.${stamp}@acme.example` })
      .getByText("Invited", { exact: true })
      .waitFor();
  });
});
