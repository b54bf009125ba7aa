import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import {
  formatDayOrMoment,
  formatMoney,
  LEASE_PAYMENT_MESSAGES,
  LeasePaymentStatus,
  LeaseStatus,
  parseMoneyToCents,
  type HistoryReply,
  type LeaseBillingPeriod,
  type LeaseBillingReply,
  type LeaseFormField,
  type LeaseListRow,
} from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { e2eBaseUrl } from "./support/base-url.ts";
import { launchBrowser, launchMobileBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForDataLoaded } from "./support/page-checks.ts";
import { dialog } from "./support/pickers.ts";
import { hasNoSideScroll, shoot } from "./support/screenshots.ts";

const baseUrl = e2eBaseUrl();
const LEASE_MANAGER = "lease@acme.example";
const ADMIN = "admin@acme.example";
const WAIT_MS = 15_000;

const api = demoApi(baseUrl);
const get = <T>(path: string): Promise<T> => api.call<T>(LEASE_MANAGER, path, undefined, { method: "GET" });

type DuePeriod = { leaseId: number; leaseNumber: string; period: LeaseBillingPeriod };

/** Acme's active leases, a page of the register at a time. */
const activeLeases = async (): Promise<LeaseListRow[]> => {
  const { Rows } = await api.call<{ Rows: LeaseListRow[] }>(LEASE_MANAGER, "/Lease/GetLeaseList", {
    PageSize: 200,
  });
  return Rows.filter((row) => row.StatusId === LeaseStatus.Active);
};

/** An active demo lease of Acme with a period whose payment is Due, nothing paid on it yet. */
const findDuePeriod = async (): Promise<DuePeriod> => {
  for (const lease of await activeLeases()) {
    const { Periods } = await get<LeaseBillingReply>(`/Lease/GetLeaseBilling?Id=${lease.Id}`);
    const period = Periods.find((p) => p.Status === LeasePaymentStatus.Due && p.PaidAmount === "0.00");
    if (period) return { leaseId: lease.Id, leaseNumber: lease.LeaseNumber, period };
  }
  throw new Error("The demo data has no active lease of Acme with a Due payment");
};

/** The active lease whose periods show the most payment statuses (for the pictures of the Billing tab). */
const mostVariedLease = async (): Promise<LeaseListRow> => {
  let best: { lease: LeaseListRow; statuses: number } | null = null;
  for (const lease of (await activeLeases()).slice(0, 12)) {
    const { Periods } = await get<LeaseBillingReply>(`/Lease/GetLeaseBilling?Id=${lease.Id}`);
    const statuses = new Set(Periods.map((p) => p.Status)).size;
    if (!best || statuses > best.statuses) best = { lease, statuses };
  }
  expect(best, "an active lease of Acme").not.toBeNull();
  return best!.lease;
};

/** The period as the Billing tab names it: "Jan 01, 2026 – Jan 31, 2026". */
const periodLabel = (p: LeaseBillingPeriod) =>
  `${formatDayOrMoment(p.PeriodStart)} – ${formatDayOrMoment(p.PeriodEnd)}`;

const billingTab = (page: Page, leaseId: number) =>
  visit(page, `/#/LeaseManagement/details/${leaseId}?tab=Billing`);

/** The period's row of the Billing tab's table. */
const periodRow = (page: Page, period: LeaseBillingPeriod): Locator =>
  page
    .getByRole("table", { name: "Billing periods" })
    .getByRole("row")
    .filter({ hasText: periodLabel(period) });

/** Clicks the row's step and waits for the row to read the status the step leads to. */
/** Any of the Billing tab's step buttons. */
const NEXT_STEP = /^(Submit for approval|Approve|Release|Initiate payment|Record payment)$/;

const takeStep = async (row: Locator, step: string, status: string) => {
  await row.getByRole("button", { name: step, exact: true }).click();
  await row.getByText(status, { exact: true }).waitFor({ timeout: WAIT_MS });
};

describe("lease payments", () => {
  let browsers: TestBrowser[] = [];
  const open = async (email: string, phone = false): Promise<Page> => {
    const browser = phone ? await launchMobileBrowser(baseUrl) : await launchBrowser(baseUrl);
    browsers.push(browser);
    await signIn(browser.page, email);
    return browser.page;
  };
  beforeEach(() => {
    browsers = [];
  });
  afterEach(async () => {
    for (const browser of browsers) await browser.close();
  });

  it("a payment goes from Due to Paid on the Billing tab: submitted, approved by another person, initiated and recorded", async () => {
    const { leaseId, leaseNumber, period } = await findDuePeriod();
    const row = (page: Page) => periodRow(page, period);

    // The lease manager submits the payment for approval …
    const manager = await open(LEASE_MANAGER);
    await billingTab(manager, leaseId);
    await expectHeading(manager, leaseNumber);
    await row(manager).waitFor({ timeout: WAIT_MS });
    await takeStep(row(manager), "Submit for approval", "Awaiting approval");

    // … and may not approve it: the red message says why, and the payment still awaits approval.
    await row(manager).getByRole("button", { name: "Approve", exact: true }).click();
    await expectText(manager, LEASE_PAYMENT_MESSAGES.submitterApproves);
    await row(manager).getByText("Awaiting approval", { exact: true }).waitFor({ timeout: WAIT_MS });

    // The administrator approves it.
    const admin = await open(ADMIN);
    await billingTab(admin, leaseId);
    await row(admin).waitFor({ timeout: WAIT_MS });
    await takeStep(row(admin), "Approve", "Approved");

    // The lease manager initiates the payment and records the money received, the whole amount owed.
    await manager.reload({ waitUntil: "load" });
    await row(manager).waitFor({ timeout: WAIT_MS });
    await takeStep(row(manager), "Initiate payment", "Payment initiated");
    await row(manager).getByRole("button", { name: "Record payment", exact: true }).click();
    const record = dialog(manager, `Record payment for ${periodLabel(period)}`);
    const outstanding = formatMoney(parseMoneyToCents(period.Outstanding)!);
    expect(await record.getByLabel("Transaction amount").inputValue()).toBe(outstanding);
    const transactionId = `TRX-${Date.now().toString(36)}`;
    await record.getByLabel("Transaction ID").fill(transactionId);
    await record.getByRole("button", { name: "Record payment", exact: true }).click();
    await record.waitFor({ state: "hidden", timeout: WAIT_MS });
    await row(manager).getByText("Paid", { exact: true }).waitFor({ timeout: WAIT_MS });
    expect(await row(manager).innerText()).toContain(transactionId);
    expect(await row(manager).getByRole("button").count(), "nothing more to do").toBe(0);

    const billing = await get<LeaseBillingReply>(`/Lease/GetLeaseBilling?Id=${leaseId}`);
    expect(billing.Periods.find((p) => p.Id === period.Id)).toMatchObject({
      Status: LeasePaymentStatus.Paid,
      TransactionId: transactionId,
      PaidAmount: period.BillingAmount,
      Outstanding: "0.00",
    });

    // The Activity tab tells the four steps, newest first.
    const history = await get<HistoryReply>(`/Lease/GetLeaseHistory?Id=${leaseId}`);
    const steps = history.Entries.map((e) => e.Summary).filter((s) => s.startsWith("Payment "));
    expect(steps.slice(0, 4).map((s) => s.split(" ")[1])).toEqual([
      "recorded",
      "initiated",
      "approved",
      "submitted",
    ]);
    expect(steps[0]).toContain(transactionId);
    await manager.getByRole("tab", { name: "Activity", exact: true }).click();
    for (const summary of steps.slice(0, 4)) await expectText(manager, summary);
  });

  it("shows the Billing tab's periods, as cards on a phone, and the lease form's designer", async () => {
    const lease = await mostVariedLease();
    const page = await open(LEASE_MANAGER);
    await billingTab(page, lease.Id);
    await page.getByRole("table", { name: "Billing periods" }).waitFor({ timeout: WAIT_MS });
    await waitForDataLoaded(page);
    // The periods to act on, rather than the paid ones above them.
    await page.getByRole("button", { name: NEXT_STEP }).first().scrollIntoViewIfNeeded();
    await shoot(page, "lease-billing");

    const phone = await open(LEASE_MANAGER, true);
    await visit(phone, `${baseUrl}/LeaseManagement/details/${lease.Id}?tab=Billing`);
    const cards = phone.getByRole("list", { name: "Billing periods" });
    await cards.waitFor({ timeout: WAIT_MS });
    expect(await phone.getByRole("table").count(), "cards, not the table").toBe(0);
    expect(await hasNoSideScroll(phone)).toBe(true);
    await phone.getByRole("button", { name: NEXT_STEP }).first().scrollIntoViewIfNeeded();
    await shoot(phone, "lease-billing-phone");

    // The designer: a text field and a dropdown with its options, added and saved with the form's other fields.
    await visit(page, "/#/FormBuilderLease");
    await expectHeading(page, "Lease Forms");
    await waitForDataLoaded(page);
    const fieldList = page.getByRole("list", { name: "Lease form fields" });
    const addField = async (label: string, type: string) => {
      const before = await fieldList.getByRole("listitem", { name: /./ }).count();
      await page.getByRole("button", { name: "Add field", exact: true }).click();
      const blank = fieldList.getByRole("listitem", { name: `field ${before + 1}`, exact: true });
      await blank.getByRole("textbox", { name: "Label" }).fill(label);
      const added = fieldList.getByRole("listitem", { name: label, exact: true });
      await added.getByRole("combobox", { name: "Type" }).click();
      await page.getByRole("option", { name: type, exact: true }).click();
      return added;
    };
    await addField("Insurer", "Text");
    const rentBasis = await addField("Rent basis", "Dropdown");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectText(page, "A dropdown needs at least one option.");
    const newOption = rentBasis.getByRole("textbox", { name: "New option of Rent basis" });
    for (const option of ["Gross", "Net", "Triple net"]) {
      await newOption.fill(option);
      await newOption.press("Enter");
    }
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expectText(page, "The lease form was saved.");
    const fields = await get<LeaseFormField[]>("/Lease/GetLeaseFormFields");
    expect(fields.map(({ Label, FieldType, Options }) => ({ Label, FieldType, Options })).slice(-2)).toEqual([
      { Label: "Insurer", FieldType: "Text", Options: [] },
      { Label: "Rent basis", FieldType: "Dropdown", Options: ["Gross", "Net", "Triple net"] },
    ]);
    await page.getByRole("list", { name: "Options of Rent basis" }).waitFor({ timeout: WAIT_MS });
    await shoot(page, "lease-form-builder");
  });
});
