import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { billingSetupRoutes } from "./setup/billing-setup.routes.ts";
import { billingInvoicingRoutes } from "./invoicing/billing-invoicing.routes.ts";
import { billingReceiptsRoutes } from "./receipts/billing-receipts.routes.ts";
import { paymentRunRoutes } from "./payment-runs/payment-runs.routes.ts";
import { billingOverviewRoutes } from "./overview/billing-overview.routes.ts";
import { techReconRoutes } from "./recon/tech-recon.routes.ts";
import { billingReportsRoutes } from "./reports/billing-reports.routes.ts";

/**
 * The front door of the billing module: clients, charge codes and profiles (setup/); rules, batches and their
 * invoices (invoicing/); invoice documents (invoices/); payments received, matches and aging (receipts/);
 * the overview (overview/).
 */
export const billingModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await billingSetupRoutes(app, ctx);
  await billingInvoicingRoutes(app, ctx);
  await billingReceiptsRoutes(app, ctx);
  await paymentRunRoutes(app, ctx);
  await billingOverviewRoutes(app, ctx);
  await techReconRoutes(app, ctx);
  await billingReportsRoutes(app, ctx);
};
