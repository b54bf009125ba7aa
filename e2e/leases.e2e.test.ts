import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  LEASE_TENURE_MESSAGES,
  LeaseStatus,
  type HistoryReply,
  type LeaseBillingReply,
  type LeaseDetail,
} from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { e2eBaseUrl } from "./support/base-url.ts";
import { readWorkbook } from "./support/workbook.ts";
import {
  appPath,
  launchBrowser,
  launchMobileBrowser,
  signIn,
  visit,
  type TestBrowser,
} from "./support/browser.ts";
import {
  DOWNLOAD_TEST_MS,
  DOWNLOAD_WAIT_MS,
  expectHeading,
  expectText,
  waitForAppPath,
  waitForDataLoaded,
} from "./support/page-checks.ts";
import { dialog, pickOption } from "./support/pickers.ts";
import { hasNoSideScroll, shoot } from "./support/screenshots.ts";

const baseUrl = e2eBaseUrl();
const LEASE_MANAGER = "lease@acme.example";
const WAIT_MS = 15_000;

const api = demoApi(baseUrl);
const get = <T>(path: string): Promise<T> => api.call<T>(LEASE_MANAGER, path, undefined, { method: "GET" });

/** A place of Acme the lease manager can pick in the lease form. */
const acmePlace = async (): Promise<{ Id: number; Name: string }> => {
  const { Locations } = await api.call<{ Locations: { Id: number; Name: string }[] }>(
    LEASE_MANAGER,
    "/Location/SearchLocations",
    { Search: "", Limit: 1, ActiveOnly: true },
  );
  expect(Locations.length, "a location of Acme").toBeGreaterThan(0);
  return Locations[0]!;
};

const leaseIdOf = (page: Page): number =>
  Number(/^\/LeaseManagement\/details\/(\d+)/.exec(appPath(page))?.[1]);

/** Moves the lease along its life cycle from its page: the button, then the confirmation with a comment. */
const moveLease = async (page: Page, label: string, leaseNumber: string, comment: string) => {
  await page.getByRole("button", { name: label, exact: true }).click();
  const confirmation = dialog(page, `${label} ${leaseNumber}?`);
  await confirmation.getByRole("textbox", { name: "Comment (optional)" }).fill(comment);
  await confirmation.getByRole("button", { name: label, exact: true }).click();
  await confirmation.waitFor({ state: "hidden", timeout: WAIT_MS });
};

const rowCount = (page: Page) => page.getByText(/^\d+ rows?$/).first();

/** Exports the register as it is filtered to Excel, and answers the workbook's rows as text, the header first. */
const exportedRows = async (page: Page): Promise<string[][]> => {
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: DOWNLOAD_WAIT_MS }),
    page.getByRole("menuitem", { name: "Excel" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^leases_\d{14}\.xlsx$/);
  return readWorkbook(download);
};

describe("leases", () => {
  let browsers: TestBrowser[] = [];
  const open = async (phone = false): Promise<Page> => {
    const browser = phone
      ? await launchMobileBrowser(baseUrl)
      : await launchBrowser(baseUrl, { acceptDownloads: true });
    browsers.push(browser);
    await signIn(browser.page, LEASE_MANAGER);
    return browser.page;
  };
  beforeEach(() => {
    browsers = [];
  });
  afterEach(async () => {
    for (const browser of browsers) await browser.close();
  });

  it(
    "a lease manager registers a yearly lease, activates it, sees its bills, terminates it, and finds it in the register",
    async () => {
      const place = await acmePlace();
      const stamp = Date.now().toString(36);
      const lessee = `Harbour Books ${stamp}`;
      const page = await open();

      // The register, and a new lease whose dates are 13 months apart: not a whole number of years.
      await visit(page, "/#/LeaseManagement");
      await expectHeading(page, "Leases");
      await rowCount(page).waitFor({ timeout: WAIT_MS });
      await shoot(page, "leases-register");
      await page.getByRole("button", { name: "New lease", exact: true }).click();
      const form = dialog(page, "New lease");
      await pickOption(page, "Location", place.Name, place.Name);
      await form.getByRole("combobox", { name: "Lessor" }).fill("Acme Properties");
      await form.getByRole("combobox", { name: "Lessee" }).fill(lessee);
      await form.getByRole("textbox", { name: "Rent" }).fill("12000");
      await form.getByRole("combobox", { name: "Rent frequency" }).click();
      await page.getByRole("option", { name: "Yearly", exact: true }).click();
      await form.getByLabel("Lease Start").fill("2026-01-01");
      await form.getByLabel("Lease End").fill("2027-01-31");
      await expectText(page, LEASE_TENURE_MESSAGES.yearly);
      await form.getByLabel("Lease End").scrollIntoViewIfNeeded();
      await shoot(page, "lease-tenure-message");

      // Two whole years: the message goes, and the lease is registered as a draft with its contact.
      await form.getByLabel("Lease End").fill("2027-12-31");
      await page.getByText(LEASE_TENURE_MESSAGES.yearly).waitFor({ state: "hidden", timeout: WAIT_MS });
      await form.getByRole("button", { name: "Add contact", exact: true }).click();
      await form.getByLabel("Full name").fill("Ines Moreau");
      await form.getByLabel("Email", { exact: true }).fill(`ines.${stamp}@harbourbooks.example`);
      await form.getByRole("button", { name: "Create lease", exact: true }).click();
      await waitForAppPath(page, /^\/LeaseManagement\/details\/\d+$/);
      const leaseId = leaseIdOf(page);
      const draft = await get<LeaseDetail>(`/Lease/GetLease?Id=${leaseId}`);
      expect(draft).toMatchObject({
        Lessee: lessee,
        LocationId: place.Id,
        StatusId: LeaseStatus.Draft,
        StartDate: "2026-01-01",
        EndDate: "2027-12-31",
      });
      expect(draft.Contacts.map((c) => c.FullName)).toEqual(["Ines Moreau"]);
      const number = draft.LeaseNumber;
      await expectHeading(page, number);
      await expectText(page, "Ines Moreau");
      // The page as it stays, once the 'created' message has gone.
      await waitForDataLoaded(page);
      await shoot(page, "lease-overview");

      // Activated: the payment schedule is made, and the Billing tab shows its periods.
      await moveLease(page, "Activate", number, "Keys handed over");
      await page.getByRole("button", { name: "Terminate", exact: true }).waitFor({ timeout: WAIT_MS });
      expect((await get<LeaseDetail>(`/Lease/GetLease?Id=${leaseId}`)).StatusId).toBe(LeaseStatus.Active);
      const billing = await get<LeaseBillingReply>(`/Lease/GetLeaseBilling?Id=${leaseId}`);
      expect(billing.Periods.length, "a bill a year for two years").toBe(2);
      await page.getByRole("tab", { name: "Billing", exact: true }).click();
      const periods = page.getByRole("table", { name: "Billing periods" });
      await periods.waitFor({ timeout: WAIT_MS });
      await expect.poll(() => periods.getByRole("row").count(), { timeout: WAIT_MS }).toBe(3);

      // Terminated: nothing more to move it to.
      await moveLease(page, "Terminate", number, "Tenant left early");
      await page.getByRole("button", { name: "Terminate" }).waitFor({ state: "detached", timeout: WAIT_MS });
      expect((await get<LeaseDetail>(`/Lease/GetLease?Id=${leaseId}`)).StatusId).toBe(LeaseStatus.Terminated);

      // The Activity tab tells each step, newest first, with who and when.
      await page.getByRole("tab", { name: "Activity", exact: true }).click();
      const history = await get<HistoryReply>(`/Lease/GetLeaseHistory?Id=${leaseId}`);
      const summaries = history.Entries.map((e) => e.Summary);
      expect(summaries[0]).toContain("Terminated");
      expect(summaries.some((s) => s.includes("Active") && s.includes("Keys handed over"))).toBe(true);
      expect(summaries.at(-1)).toContain(number);
      for (const summary of summaries) await expectText(page, summary);
      const entries = page.getByRole("list", { name: "History" }).getByRole("listitem");
      expect(await entries.first().innerText()).toContain("Tenant left early");

      // The register lists it; its search finds it by number and by lessee.
      await visit(page, "/#/LeaseManagement");
      await expectHeading(page, "Leases");
      await rowCount(page).waitFor({ timeout: WAIT_MS });
      for (const search of [number, lessee]) {
        await page.getByLabel("Search leases").fill(search);
        await expectText(page, "1 row");
        const row = page.locator('[role="row"][row-index="0"]').filter({ hasText: number });
        await row.first().waitFor({ timeout: WAIT_MS });
        expect(await row.first().innerText()).toContain(lessee);
      }
      // The export holds what the searched register shows: this one lease.
      const exported = await exportedRows(page);
      expect(exported[0]).toContain("Lease");
      expect(exported.slice(1).map((r) => r.includes(number))).toEqual([true]);
    },
    DOWNLOAD_TEST_MS,
  );

  it("shows the register as cards and a lease's page without sideways scrolling on a phone", async () => {
    const phone = await open(true);
    await visit(phone, `${baseUrl}/LeaseManagement`);
    await expectHeading(phone, "Leases");
    await rowCount(phone).waitFor({ timeout: WAIT_MS });
    expect(await phone.getByRole("grid").count(), "cards, not the grid").toBe(0);
    expect(await hasNoSideScroll(phone)).toBe(true);
    await shoot(phone, "leases-register-phone");

    const { Rows } = await api.call<{ Rows: { Id: number; LeaseNumber: string }[] }>(
      LEASE_MANAGER,
      "/Lease/GetLeaseList",
      { PageSize: 1 },
    );
    const lease = Rows[0]!;
    await visit(phone, `${baseUrl}/LeaseManagement/details/${lease.Id}`);
    await expectHeading(phone, lease.LeaseNumber);
    await phone.getByRole("tab", { name: "Overview", exact: true }).waitFor({ timeout: WAIT_MS });
    expect(await hasNoSideScroll(phone)).toBe(true);
  });
});
