import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import {
  calendarDayOf,
  formatMoney,
  parseMoneyToCents,
  type AgingReply,
  type BatchDetail,
  type InvoiceDetail,
} from "@fieldstead/domain";
import { e2eBaseUrl } from "./support/base-url.ts";
import { demoApi } from "./support/api.ts";
import { appPath, launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import {
  DOWNLOAD_TEST_MS,
  DOWNLOAD_WAIT_MS,
  expectHeading,
  expectText,
  waitForAppPath,
} from "./support/page-checks.ts";
import { confirmWith, dialog, pickOption } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const WAIT_MS = 20_000;
const api = demoApi(baseUrl);

/** The client's total still owed, as the aging report gives it (0 when it owes nothing). */
const owedBy = async (clientName: string): Promise<string> => {
  const report = await api.call<AgingReply>(ADMIN, "/Billing/GetAgingReport", undefined, { method: "GET" });
  return report.Clients.find((c) => c.ClientName === clientName)?.Total ?? "0.00";
};

/** A form field by its label, marked required (' *') or not. */
const field = (scope: Locator, label: string): Locator =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\s*\\*)?$`));

const cents = (amount: string): number => parseMoneyToCents(amount) ?? Number.NaN;

const moveBatch = async (page: Page, label: string, batchNumber: string, nextState: string) => {
  await page.getByRole("button", { name: label, exact: true }).click();
  await confirmWith(page, `${label}: ${batchNumber}?`, label);
  await expectText(page, nextState);
};

describe("billing", () => {
  let browser: TestBrowser;
  let page: Page;
  const stamp = Date.now().toString(36).toUpperCase();
  const code = `E2E-${stamp}`;
  const month = calendarDayOf(new Date()).slice(0, 7);
  const work = mkdtempSync(join(tmpdir(), "fieldstead-invoice-"));

  beforeAll(async () => {
    browser = await launchBrowser(baseUrl, { acceptDownloads: true });
    page = browser.page;
    await signIn(page, ADMIN);
  });
  afterAll(async () => {
    await browser?.close();
    rmSync(work, { recursive: true, force: true });
  });

  it(
    "an administrator defines a charge code and a rule, previews it, bills the month, locks it, downloads the invoice, and a payment changes the aging",
    async () => {
      // A charge code: a flat monthly fee with 10 % tax.
      await visit(page, "/#/ChargeCodes");
      await expectHeading(page, "Charge Codes");
      await page.getByRole("button", { name: "New charge code" }).click();
      const codeForm = dialog(page, "New charge code");
      await codeForm.waitFor({ timeout: WAIT_MS });
      await field(codeForm, "Code").fill(code);
      await field(codeForm, "Description").fill("Rooftop access fee");
      await codeForm.getByRole("combobox", { name: "Unit" }).click();
      await page.getByRole("option", { name: "Flat" }).click();
      await field(codeForm, "Rate").fill("99.50");
      await field(codeForm, "Tax rate (%)").fill("10");
      await field(codeForm, "Effective from").fill(`${month}-01`);
      await codeForm.getByRole("button", { name: "Create charge code" }).click();
      await codeForm.waitFor({ state: "detached", timeout: WAIT_MS });
      await expectText(page, code);

      // A rule billing it to every client, previewed for this month before it is saved.
      await visit(page, "/#/billing/ruleconfig");
      await expectHeading(page, "Rule Configuration");
      await page.getByRole("button", { name: "New rule" }).click();
      const ruleForm = dialog(page, "New billing rule");
      await field(ruleForm, "Name").fill(`Rooftop access ${stamp}`);
      await ruleForm.getByRole("combobox", { name: "Counts" }).click();
      await page.getByRole("option", { name: "Flat fee" }).click();
      await pickOption(page, "Charge code", code, code);
      await field(ruleForm, "Period").fill(month);
      await ruleForm.getByRole("button", { name: "Preview", exact: true }).click();
      const preview = ruleForm.getByRole("table", { name: "Preview by client" });
      await preview.waitFor({ timeout: WAIT_MS });
      // 99.50 plus 10 % tax (9.95) is 109.45 for each client.
      expect(await preview.getByText("109.45").count()).toBeGreaterThan(0);
      await ruleForm.getByRole("button", { name: "Save" }).click();
      await ruleForm.waitFor({ state: "detached", timeout: WAIT_MS });
      await expectText(page, `Rooftop access ${stamp}`);

      // This month's batch, generated, reviewed, approved, numbered and locked.
      await visit(page, "/#/billing/invoicing");
      await expectHeading(page, "Invoicing");
      await page.getByRole("button", { name: "Generate batch" }).click();
      const generate = dialog(page, "Generate batch");
      await field(generate, "Period").fill(month);
      await generate.getByRole("button", { name: "Generate", exact: true }).click();
      await waitForAppPath(page, /^\/billing\/invoicing\/batchDetails\/\d+$/);
      const batchId = Number(/(\d+)$/.exec(appPath(page))?.[1]);
      const batch = await api.call<BatchDetail>(ADMIN, `/Billing/GetBatch?Id=${batchId}`, undefined, {
        method: "GET",
      });
      await expectHeading(page, `Batch ${batch.BatchNumber}`);
      await moveBatch(page, "Request review", batch.BatchNumber, "Request for Review");
      await moveBatch(page, "Approve", batch.BatchNumber, "Approved");
      await moveBatch(page, "Generate invoices", batch.BatchNumber, "Generated");
      await moveBatch(page, "Lock", batch.BatchNumber, "This batch is locked: it can no longer change.");

      // The first invoice, downloaded as a PDF and looked at.
      const locked = await api.call<BatchDetail>(ADMIN, `/Billing/GetBatch?Id=${batchId}`, undefined, {
        method: "GET",
      });
      // A client owing nothing from earlier months: a payment still waiting for an older invoice is not its.
      const first = locked.Invoices.find((i) => cents(i.Arrears) === 0) ?? locked.Invoices[0]!;
      expect(first.InvoiceNumber).toMatch(/^INV-\d{6}$/);
      await page.getByText(first.InvoiceNumber!, { exact: true }).first().click();
      const invoiceDialog = dialog(page, `Invoice ${first.InvoiceNumber}`);
      await invoiceDialog.waitFor({ timeout: WAIT_MS });
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: DOWNLOAD_WAIT_MS }),
        invoiceDialog.getByRole("button", { name: "Download PDF" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${first.InvoiceNumber}.pdf`);
      const pdf = join(work, "invoice.pdf");
      await download.saveAs(pdf);
      const text = execFileSync("pdftotext", ["-layout", pdf, "-"], { encoding: "utf8" });
      expect(text).toContain(first.InvoiceNumber!);
      expect(text).toContain(first.ClientName);
      expect(text).toContain("Rooftop access fee");
      execFileSync("pdftoppm", ["-png", "-r", "60", "-singlefile", pdf, join(work, "invoice")]);
      expect(statSync(join(work, "invoice.png")).size).toBeGreaterThan(5_000);
      await page.keyboard.press("Escape");

      // A payment naming the invoice, matched automatically: the client owes that much less.
      const invoice = await api.call<InvoiceDetail>(ADMIN, `/Billing/GetInvoice?Id=${first.Id}`, undefined, {
        method: "GET",
      });
      const owedBefore = await owedBy(first.ClientName);
      await visit(page, "/#/billing/financialRecon");
      await expectHeading(page, "Financial Reconciliation");
      await page.getByRole("button", { name: "Record payment" }).click();
      const payment = dialog(page, "Record payment");
      await field(payment, "Payer").fill(first.ClientName);
      await field(payment, "Reference").fill(`Wire for ${first.InvoiceNumber}`);
      await pickOption(page, "Client", first.ClientName, first.ClientName);
      await field(payment, "Amount").fill(invoice.Total);
      await payment.getByRole("button", { name: "Record payment" }).click();
      await payment.waitFor({ state: "detached", timeout: WAIT_MS });
      await page.getByRole("button", { name: "Match automatically" }).click();
      await expect
        .poll(
          async () =>
            (
              await api.call<InvoiceDetail>(ADMIN, `/Billing/GetInvoice?Id=${first.Id}`, undefined, {
                method: "GET",
              })
            ).PaymentStateName,
          { timeout: WAIT_MS },
        )
        .toBe("Paid");
      const owedAfter = cents(await owedBy(first.ClientName));
      expect(owedAfter).toBe(cents(owedBefore) - cents(invoice.Total));

      await visit(page, "/#/billing/reports?kind=2");
      await expectHeading(page, "Billing Reports");
      const aging = page.getByRole("table", { name: "Aging of receivables" });
      await aging.waitFor({ timeout: WAIT_MS });
      const row = aging.getByRole("row").filter({ hasText: first.ClientName });
      // A client that owes nothing more is not in the report.
      if (owedAfter === 0) expect(await row.count()).toBe(0);
      else expect(await row.textContent()).toContain(formatMoney(owedAfter));
    },
    DOWNLOAD_TEST_MS,
  );
});
