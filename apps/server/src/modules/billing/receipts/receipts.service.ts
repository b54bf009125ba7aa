import {
  AuditEntityType,
  centsToMoney,
  DomainEventType,
  formatMoney,
  parseMoneyToCents,
  ResultCode,
  type BillingWriteReply,
  type ListQuery,
  type ListReply,
  type ReceiptListRow,
  type SaveReceipt,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { recordEvents } from "../../audit/audit.service.ts";
import {
  findClientRef,
  insertReceipts,
  listReceipts,
  receiptIdsByRequest,
  type NewReceipt,
} from "./receipts.repository.ts";

/** A refusal shown as it is, naming the field it concerns. */
export const receiptRefusal = (field: string, message: string): AppError =>
  new AppError("INVALID_REQUEST", { message, fields: [{ field, message }] });

export const RECEIPT_MESSAGES = {
  notAClient: "ClientId is not a client of this organisation.",
  currencyNeeded:
    "Currency is required when the payment names no client (a client's payments default to its currency).",
} as const;

export const receiptList = (
  ctx: AppContext,
  session: ActiveSession,
  query: ListQuery,
): Promise<ListReply<ReceiptListRow>> => listReceipts(ctx.db, session.orgId, query);

/** "1,500.00 USD" */
export const moneyWithCurrency = (money: string, currency: string): string =>
  `${formatMoney(parseMoneyToCents(money) ?? 0)} ${currency}`;

/**
 * The PaymentReceived event of payments just written (one for a whole statement). There is no record type of
 * its own for a payment: the event is the client's when every payment names the same one, else no one record's
 * (subject 0), and its payload carries the payments' ids and amounts.
 */
export const recordPaymentsReceived = (
  tx: Tx,
  session: ActiveSession,
  written: { ids: number[]; receipts: readonly NewReceipt[] },
  at: Date,
): Promise<void> => {
  const clients = new Set(written.receipts.map((r) => r.clientId));
  const [only] = clients;
  const totals = new Map<string, number>();
  for (const r of written.receipts)
    totals.set(r.currency, (totals.get(r.currency) ?? 0) + (parseMoneyToCents(r.amount) ?? 0));
  return recordEvents(tx, [
    {
      orgId: session.orgId,
      eventType: DomainEventType.PaymentReceived,
      actorId: session.employeeId,
      subjectType: AuditEntityType.BillingClient,
      subjectId: clients.size === 1 && only !== null && only !== undefined ? only : 0,
      concerns: [],
      payload: {
        ReceiptIds: written.ids.length <= 100 ? written.ids : written.ids.slice(0, 100),
        Count: written.ids.length,
        Amounts: Object.fromEntries([...totals].map(([currency, cents]) => [currency, centsToMoney(cents)])),
      },
      at,
    },
  ]);
};

/**
 * Records a payment received. The client, when named, must be the organisation's; the currency defaults to the
 * client's and is required without one. A repeat of a RequestId changes nothing and answers the first payment.
 */
export const saveReceipt = async (
  ctx: AppContext,
  session: ActiveSession,
  body: SaveReceipt,
): Promise<BillingWriteReply> => {
  const { orgId } = session;
  const repeat = (id: number): BillingWriteReply => ({
    StatusCode: ResultCode.Success,
    StatusMessage: "This payment is recorded already.",
    Id: id,
  });
  return ctx.db.transaction(async (tx) => {
    const requestIds = body.RequestId ? [body.RequestId] : [];
    const [earlier] = await receiptIdsByRequest(tx, orgId, requestIds);
    if (earlier !== undefined) return repeat(earlier);
    const client = body.ClientId === null ? null : await findClientRef(tx, orgId, body.ClientId);
    if (body.ClientId !== null && !client) throw receiptRefusal("ClientId", RECEIPT_MESSAGES.notAClient);
    const currency = body.Currency ?? client?.currency;
    if (!currency) throw receiptRefusal("Currency", RECEIPT_MESSAGES.currencyNeeded);
    const receipt: NewReceipt = {
      receivedOn: body.ReceivedOn,
      payer: body.Payer,
      reference: body.Reference ?? null,
      clientId: client?.id ?? null,
      currency,
      amount: body.Amount,
      requestId: body.RequestId ?? null,
    };
    const at = ctx.now();
    const [id] = await insertReceipts(tx, orgId, session.employeeId, [receipt], at);
    // Written meanwhile by the same request sent twice at once: that one stands.
    if (id === undefined) return repeat((await receiptIdsByRequest(tx, orgId, requestIds))[0]!);
    await recordPaymentsReceived(tx, session, { ids: [id], receipts: [receipt] }, at);
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `Payment of ${moneyWithCurrency(body.Amount, currency)} from ${body.Payer} recorded.`,
      Id: id,
    };
  });
};
