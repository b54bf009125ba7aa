// The billing pages' screenshots, as the demo's administrator (and the lease manager on a phone) sees them.
import type { Page } from "playwright-core";
import { expectHeading, waitForDataLoaded } from "../e2e/support/page-checks.ts";
import type { Shot } from "./screenshots.shots.ts";

const ADMIN = "admin@acme.example";
/** A phone's window (an iPhone's 390×844). */
const PHONE = { width: 390, height: 844 };

/** The page's heading, then its data loaded and, when given, something of it on screen. */
const ready =
  (heading: string, shown?: (page: Page) => Promise<unknown>) =>
  async (page: Page): Promise<void> => {
    await expectHeading(page, heading);
    if (shown) await shown(page);
    await waitForDataLoaded(page);
    await page.mouse.move(0, 0);
  };

const firstCell = (page: Page) => page.getByRole("gridcell").first().waitFor({ state: "visible" });

export const BILLING_SHOTS: Shot[] = [
  { file: "billing-overview.png", email: ADMIN, address: "/#/billing", isReady: ready("Billing") },
  {
    file: "billing-client-services.png",
    email: ADMIN,
    address: "/#/clientServices",
    isReady: ready("Client Services", firstCell),
  },
  {
    file: "billing-charge-codes.png",
    email: ADMIN,
    address: "/#/ChargeCodes",
    isReady: ready("Charge Codes", firstCell),
  },
  {
    file: "billing-charge-profiles.png",
    email: ADMIN,
    address: "/#/chargeProfile",
    isReady: ready("Charge Profiles"),
  },
  {
    file: "billing-rule-configuration.png",
    email: ADMIN,
    address: "/#/billing/ruleconfig",
    isReady: ready("Rule Configuration", (page) => page.getByText("Site management fee").first().waitFor()),
  },
  {
    file: "billing-invoicing.png",
    email: ADMIN,
    address: "/#/billing/invoicing",
    isReady: ready("Invoicing", firstCell),
  },
  {
    file: "billing-batch.png",
    email: ADMIN,
    address: "/#/billing/invoicing/batchDetails/3",
    viewport: { width: 1280, height: 1100 },
    isReady: ready("Batch B-000003"),
  },
  {
    file: "billing-financial-recon.png",
    email: ADMIN,
    address: "/#/billing/financialRecon",
    isReady: ready("Financial Reconciliation", firstCell),
  },
  {
    file: "billing-reports.png",
    email: ADMIN,
    address: "/#/billing/reports?kind=1",
    viewport: { width: 1280, height: 1100 },
    isReady: ready("Billing Reports", (page) =>
      page.getByRole("table", { name: "Revenue by client and period" }).waitFor(),
    ),
  },
  {
    file: "billing-reports-aging.png",
    email: ADMIN,
    address: "/#/billing/reports?kind=2",
    viewport: { width: 1280, height: 1000 },
    isReady: ready("Billing Reports", (page) =>
      page.getByRole("table", { name: "Aging of receivables" }).waitFor(),
    ),
  },
  {
    file: "billing-reports-recon.png",
    email: ADMIN,
    address: "/#/billing/reports?kind=5",
    viewport: { width: 1280, height: 1000 },
    isReady: ready("Billing Reports", (page) =>
      page.getByRole("table", { name: "Tech-recon differences" }).waitFor(),
    ),
  },
  {
    file: "billing-report-management.png",
    email: ADMIN,
    address: "/#/reportManagement",
    isReady: ready("Report Management"),
  },
  {
    file: "billing-payment-processing.png",
    email: ADMIN,
    address: "/#/PaymentProcessing",
    isReady: ready("Payment Processing"),
  },
  {
    file: "billing-tech-recon.png",
    email: ADMIN,
    address: "/#/billing/techrecon",
    isReady: ready("Technical Reconciliation"),
  },
  {
    file: "billing-invoicing-phone.png",
    email: "lease@acme.example",
    address: "/#/billing/invoicing",
    viewport: PHONE,
    isReady: ready("Invoicing"),
  },
];
