import type { FastifyInstance, FastifyReply } from "fastify";
import {
  DeleteBillingReportDefinitionContract,
  DownloadBillingReportContract,
  GetBillingReportDefinitionsContract,
  RunBillingReportContract,
  SaveBillingReportDefinitionContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { fileReplyHeaders } from "../../documents/media-download.ts";
import type { InvoiceFile } from "../invoices/invoices.service.ts";
import {
  billingReportDefinitions,
  deleteBillingReportDefinition,
  saveBillingReportDefinition,
} from "./billing-report-definitions.service.ts";
import { downloadBillingReport, runBillingReport } from "./billing-reports.service.ts";

/** A file reply with the headers every file reply carries; the file is cleaned up once the reply is done. */
const sendFile = (reply: FastifyReply, file: InvoiceFile) => {
  reply.raw.once("close", () => void file.done());
  return reply
    .headers(fileReplyHeaders({ contentType: file.contentType, fileName: file.fileName }))
    .send(file.body);
};

/**
 * Billing reports (revenue by client and period, aging, arrears, tax collected, tech-recon differences): run on
 * their parameters, downloaded as xlsx or pdf, and kept as each person's own named definitions.
 */
export const billingReportsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, RunBillingReportContract, async ({ body, session }) =>
    runBillingReport(ctx, session, body),
  );
  registerContract(app, ctx, DownloadBillingReportContract, async ({ body, session, reply }) =>
    sendFile(reply, await downloadBillingReport(ctx, session, body)),
  );

  registerContract(app, ctx, GetBillingReportDefinitionsContract, async ({ session }) =>
    billingReportDefinitions(ctx, session),
  );
  registerContract(app, ctx, SaveBillingReportDefinitionContract, async ({ body, session }) =>
    saveBillingReportDefinition(ctx, session, body),
  );
  registerContract(app, ctx, DeleteBillingReportDefinitionContract, async ({ body, session }) =>
    deleteBillingReportDefinition(ctx, session, body.Id),
  );
};
