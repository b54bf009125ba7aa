import type { z } from "zod";
import {
  ResultCode,
  type ImportBankStatementReplySchema,
  type ImportBankStatementSchema,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { readBankStatement, type RowError } from "./bank-statement.reader.ts";
import {
  clientsNamed,
  countReceiptsByRequestPrefix,
  insertReceipts,
  type NewReceipt,
} from "./receipts.repository.ts";
import { receiptRefusal, recordPaymentsReceived } from "./receipts.service.ts";

type ImportStatement = z.output<typeof ImportBankStatementSchema>;
type ImportReply = z.infer<typeof ImportBankStatementReplySchema>;

/** Each row of a statement imported under a RequestId is written under its own: the RequestId and its row. */
const rowRequestId = (requestId: string, row: number) => `${requestId}#${row}`;

/**
 * Records the payments of a bank statement, all or nothing: when any row cannot be read, nothing is written and
 * every refused row is answered with its number and reasons. A payer named exactly as a client of the
 * organisation (any case) makes the payment that client's, in its currency unless the row says another; a
 * payer who is no client needs the row's currency. A repeated RequestId writes nothing again.
 */
export const importBankStatement = async (
  ctx: AppContext,
  session: ActiveSession,
  body: ImportStatement,
): Promise<ImportReply> => {
  const { orgId } = session;
  const reading = readBankStatement(body.Csv);
  if (reading.kind === "refused") throw receiptRefusal("Csv", reading.message);
  const requestId = body.RequestId ?? null;
  if (requestId) {
    const earlier = await countReceiptsByRequestPrefix(ctx.db, orgId, `${requestId}#`);
    if (earlier > 0)
      return {
        StatusCode: ResultCode.Success,
        StatusMessage: "This statement is imported already.",
        Imported: earlier,
        Errors: [],
      };
  }
  const clients = await clientsNamed(
    ctx.db,
    orgId,
    reading.rows.map((r) => r.payer),
  );
  const errors: RowError[] = [...reading.errors];
  const receipts: NewReceipt[] = [];
  for (const row of reading.rows) {
    const client = clients.get(row.payer.toLowerCase()) ?? null;
    const currency = row.currency ?? client?.currency ?? null;
    if (!currency) {
      errors.push({
        Row: row.row,
        Message: "Currency is required: the payer is not a client of the organisation.",
      });
      continue;
    }
    receipts.push({
      receivedOn: row.receivedOn,
      payer: row.payer,
      reference: row.reference,
      clientId: client?.id ?? null,
      currency,
      amount: row.amount,
      requestId: requestId ? rowRequestId(requestId, row.row) : null,
    });
  }
  if (errors.length > 0)
    return {
      StatusCode: ResultCode.InvalidData,
      StatusMessage: `Nothing imported: ${errors.length === 1 ? "1 row is" : `${errors.length} rows are`} refused.`,
      Imported: 0,
      Errors: errors.sort((a, b) => a.Row - b.Row),
    };
  const imported = await ctx.db.transaction(async (tx) => {
    const at = ctx.now();
    const ids = await insertReceipts(tx, orgId, session.employeeId, receipts, at);
    if (ids.length > 0) await recordPaymentsReceived(tx, session, { ids, receipts }, at);
    return ids.length;
  });
  return {
    StatusCode: ResultCode.Success,
    StatusMessage: `${imported === 1 ? "1 payment" : `${imported} payments`} imported.`,
    Imported: imported,
    Errors: [],
  };
};
