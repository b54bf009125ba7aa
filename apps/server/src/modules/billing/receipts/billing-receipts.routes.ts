import type { FastifyInstance, FastifyReply } from "fastify";
import {
  AutoMatchReceiptsContract,
  DownloadBatchInvoicesContract,
  DownloadInvoicePdfContract,
  GetAgingReportContract,
  GetInvoiceContract,
  GetMatchBatchContract,
  GetMatchBatchListContract,
  GetReceiptListContract,
  ImportBankStatementContract,
  MatchReceiptContract,
  MoveMatchBatchContract,
  SaveReceiptContract,
  UnmatchContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { fileReplyHeaders } from "../../documents/media-download.ts";
import { batchInvoicesZip, getInvoice, invoicePdf, type InvoiceFile } from "../invoices/invoices.service.ts";
import { agingReport } from "./aging.service.ts";
import { importBankStatement } from "./bank-statement.service.ts";
import { getMatchBatch, matchBatchList, moveMatchBatch } from "./match-batches.service.ts";
import { autoMatchReceipts, matchReceipt, unmatch } from "./matches.service.ts";
import { receiptList, saveReceipt } from "./receipts.service.ts";

/** A file reply with the headers every file reply carries; the file is cleaned up once the reply is done. */
const sendFile = (reply: FastifyReply, file: InvoiceFile) => {
  reply.raw.once("close", () => void file.done());
  return reply
    .headers(fileReplyHeaders({ contentType: file.contentType, fileName: file.fileName }))
    .send(file.body);
};

/**
 * Invoices as documents (the invoice, its PDF, a batch's PDFs in a zip), payments received and their matching
 * to invoices in batches reviewed and locked (financial reconciliation), and the aging of what is still owed.
 */
export const billingReceiptsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetInvoiceContract, async ({ query, session }) =>
    getInvoice(ctx, session, query.Id),
  );
  registerContract(app, ctx, DownloadInvoicePdfContract, async ({ query, session, reply }) =>
    sendFile(reply, await invoicePdf(ctx, session, query.Id)),
  );
  registerContract(app, ctx, DownloadBatchInvoicesContract, async ({ query, session, reply }) =>
    sendFile(reply, await batchInvoicesZip(ctx, session, query.Id)),
  );

  registerContract(app, ctx, GetReceiptListContract, async ({ body, session }) =>
    receiptList(ctx, session, body),
  );
  registerContract(app, ctx, SaveReceiptContract, async ({ body, session }) =>
    saveReceipt(ctx, session, body),
  );
  registerContract(app, ctx, ImportBankStatementContract, async ({ body, session }) =>
    importBankStatement(ctx, session, body),
  );

  registerContract(app, ctx, AutoMatchReceiptsContract, async ({ session }) =>
    autoMatchReceipts(ctx, session),
  );
  registerContract(app, ctx, MatchReceiptContract, async ({ body, session }) =>
    matchReceipt(ctx, session, body),
  );
  registerContract(app, ctx, UnmatchContract, async ({ body, session }) => unmatch(ctx, session, body.Id));

  registerContract(app, ctx, GetMatchBatchListContract, async ({ body, session }) =>
    matchBatchList(ctx, session, body),
  );
  registerContract(app, ctx, GetMatchBatchContract, async ({ query, session }) =>
    getMatchBatch(ctx, session, query.Id),
  );
  registerContract(app, ctx, MoveMatchBatchContract, async ({ body, session }) =>
    moveMatchBatch(ctx, session, body),
  );

  registerContract(app, ctx, GetAgingReportContract, async ({ query, session }) =>
    agingReport(ctx, session, query.AsOf),
  );
};
