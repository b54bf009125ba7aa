import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  InvoicePaymentState,
  type ListReply,
  type MatchBatchDetail,
  type ReceiptListRow,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { MATCH_MESSAGES } from "./matches.service.ts";
import {
  fieldsOf,
  messageOf,
  openReceiptsTestKit,
  type ReceiptsTestKit,
  type Who,
} from "./receipts.test-kit.ts";

type MatchReply = { StatusCode: number; StatusMessage: string; MatchBatchId: number | null; Matched: number };

describe.each(testBackends())("matching payments to invoices by hand on %s", (backend) => {
  let kit: ReceiptsTestKit;
  let invoiceCount = 0;
  /** A numbered invoice of a new client of Acme (or Globex) for one line of `cents`. */
  const invoiceOf = async (
    cents: number,
    options: { number?: string | null; currency?: string; org?: "acme" | "globex" } = {},
  ) => {
    invoiceCount += 1;
    const client = await kit.addClient(`Client ${invoiceCount}`, {
      org: options.org,
      currency: options.currency,
    });
    const invoice = await kit.addInvoice({
      org: options.org,
      clientId: client,
      period: "2026-10",
      dueDate: "2026-11-15",
      currency: options.currency,
      number:
        options.number === undefined ? `INV-${String(1000 + invoiceCount).padStart(6, "0")}` : options.number,
      lines: [{ description: "Service", quantity: 100, unitCents: cents }],
    });
    return { ...invoice, clientId: client };
  };
  const match = (body: object, who: Who = "lease") => kit.call(who, "MatchReceipt", { body });
  const matched = (body: object) => kit.ok<MatchReply>(match(body));
  const receiptRow = async (id: number) =>
    (
      await kit.ok<ListReply<ReceiptListRow>>(
        kit.call("admin", "GetReceiptList", {
          body: { FilterModel: { Id: { filterType: "number", type: "equals", filter: id } } },
        }),
      )
    ).Rows[0]!;

  beforeAll(async () => {
    kit = await openReceiptsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("matches part of a payment, then what the invoice still owes; the invoice goes from unpaid to paid", async () => {
    const invoice = await invoiceOf(30_000);
    const receipt = await kit.receive({ Amount: "500.00" });
    expect(await kit.invoiceState(invoice.id)).toEqual({
      paid: "0.00",
      paymentStateId: InvoicePaymentState.Unpaid,
    });

    const first = await matched({ ReceiptId: receipt, InvoiceId: invoice.id, Amount: "100" });
    expect(first).toMatchObject({ StatusCode: 0, Matched: 1 });
    expect(await kit.invoiceState(invoice.id)).toEqual({
      paid: "100.00",
      paymentStateId: InvoicePaymentState.PartlyPaid,
    });
    expect(await receiptRow(receipt)).toMatchObject({
      Matched: "100.00",
      Unmatched: "400.00",
      MatchState: "Partly matched",
    });

    // Without an amount, the match takes what both still have: the 200.00 the invoice owes.
    const second = await matched({ ReceiptId: receipt, InvoiceId: invoice.id });
    expect(second.MatchBatchId).toBe(first.MatchBatchId);
    expect(await kit.invoiceState(invoice.id)).toEqual({
      paid: "300.00",
      paymentStateId: InvoicePaymentState.Paid,
    });
    expect(await kit.receiptMatched(receipt)).toBe("300.00");

    const batch = await kit.ok<MatchBatchDetail>(
      kit.call("admin", "GetMatchBatch", { query: { Id: first.MatchBatchId! } }),
    );
    expect(batch).toMatchObject({ StatusName: "Draft", CanEdit: true });
    expect(batch.BatchNumber).toMatch(/^M-\d{6}$/);
    expect(
      batch.Matches.filter((m) => m.InvoiceId === invoice.id).map((m) => [m.Amount, m.KindName]),
    ).toEqual([
      ["100.00", "Manual"],
      ["200.00", "Manual"],
    ]);

    const again = await match({ ReceiptId: receipt, InvoiceId: invoice.id });
    expect(again.statusCode).toBe(400);
    expect(fieldsOf(again)).toEqual(["InvoiceId"]);
    expect(messageOf(again)).toBe(MATCH_MESSAGES.invoicePaid);
  });

  it.each([
    [
      "more than the payment has left",
      10_000,
      "50.00",
      "60.00",
      "Amount is more than the 50.00 the payment has left to match.",
    ],
    [
      "more than the invoice owes",
      4_000,
      "50.00",
      "45.00",
      "Amount is more than the 40.00 the invoice still owes.",
    ],
  ])("refuses an amount %s, naming Amount", async (_case, invoiceCents, received, asked, message) => {
    const invoice = await invoiceOf(invoiceCents);
    const receipt = await kit.receive({ Amount: received });
    const res = await match({ ReceiptId: receipt, InvoiceId: invoice.id, Amount: asked });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["Amount"]);
    expect(messageOf(res)).toBe(message);
    expect(await kit.invoiceState(invoice.id)).toMatchObject({ paid: "0.00" });
    expect(await kit.receiptMatched(receipt)).toBe("0.00");
  });

  it("matches only to a numbered invoice of the payment's currency", async () => {
    const draft = await invoiceOf(1_000, { number: null });
    const euro = await invoiceOf(1_000, { currency: "EUR" });
    const receipt = await kit.receive({ Amount: "10.00" });
    const unnumbered = await match({ ReceiptId: receipt, InvoiceId: draft.id });
    expect([unnumbered.statusCode, fieldsOf(unnumbered), messageOf(unnumbered)]).toEqual([
      400,
      ["InvoiceId"],
      MATCH_MESSAGES.notNumbered,
    ]);
    const otherCurrency = await match({ ReceiptId: receipt, InvoiceId: euro.id });
    expect([otherCurrency.statusCode, fieldsOf(otherCurrency)]).toEqual([400, ["InvoiceId"]]);
    expect(messageOf(otherCurrency)).toBe(MATCH_MESSAGES.currencies("USD", "EUR"));
  });

  it("matches a payment that names its client only to that client's invoices", async () => {
    const theirs = await invoiceOf(1_000);
    const another = await invoiceOf(1_000);
    const receipt = await kit.receive({ Amount: "10.00", ClientId: theirs.clientId });
    const refused = await match({ ReceiptId: receipt, InvoiceId: another.id });
    expect([refused.statusCode, fieldsOf(refused), messageOf(refused)]).toEqual([
      400,
      ["InvoiceId"],
      MATCH_MESSAGES.otherClient,
    ]);
    expect((await kit.invoiceState(another.id)).paid).toBe("0.00");
    await matched({ ReceiptId: receipt, InvoiceId: theirs.id });
    expect((await kit.invoiceState(theirs.id)).paid).toBe("10.00");
  });

  it("never pays an invoice more than its total when two payments are matched to it at once", async () => {
    const invoice = await invoiceOf(10_000);
    const receipts = [await kit.receive({ Amount: "100.00" }), await kit.receive({ Amount: "100.00" })];
    const answers = await Promise.all(
      receipts.map((r, i) =>
        match({ ReceiptId: r, InvoiceId: invoice.id, Amount: "100.00" }, i ? "admin" : "lease"),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect(await kit.invoiceState(invoice.id)).toEqual({
      paid: "100.00",
      paymentStateId: InvoicePaymentState.Paid,
    });
    expect((await Promise.all(receipts.map((r) => kit.receiptMatched(r)))).sort()).toEqual([
      "0.00",
      "100.00",
    ]);
  });

  it("undoes a match of a draft batch, and refuses once the batch is sent for review (409)", async () => {
    const invoice = await invoiceOf(20_000);
    const receipt = await kit.receive({ Amount: "200.00" });
    const made = await matched({ ReceiptId: receipt, InvoiceId: invoice.id });
    const matchId = async (batchId: number) => {
      const batch = await kit.ok<MatchBatchDetail>(
        kit.call("admin", "GetMatchBatch", { query: { Id: batchId } }),
      );
      return batch.Matches.find((m) => m.ReceiptId === receipt)!.Id;
    };
    const undone = await kit.ok<{ StatusMessage: string }>(
      kit.call("lease", "Unmatch", { body: { Id: await matchId(made.MatchBatchId!) } }),
    );
    expect(undone.StatusMessage).toBe("Match undone.");
    expect(await kit.invoiceState(invoice.id)).toEqual({
      paid: "0.00",
      paymentStateId: InvoicePaymentState.Unpaid,
    });
    expect(await receiptRow(receipt)).toMatchObject({ Matched: "0.00", MatchState: "Unmatched" });

    const remade = await matched({ ReceiptId: receipt, InvoiceId: invoice.id });
    await kit.ok(
      kit.call("lease", "MoveMatchBatch", { body: { Id: remade.MatchBatchId, Action: "RequestReview" } }),
    );
    const refused = await kit.call("lease", "Unmatch", { body: { Id: await matchId(remade.MatchBatchId!) } });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toMatch(/is Request for Review: only a draft batch's matches may be undone/);
    expect(await kit.invoiceState(invoice.id)).toMatchObject({ paid: "200.00" });

    // The batch under review takes no more matches: the next goes into a new draft.
    const later = await invoiceOf(1_000);
    const next = await matched({ ReceiptId: await kit.receive({ Amount: "10.00" }), InvoiceId: later.id });
    expect(next.MatchBatchId).not.toBe(remade.MatchBatchId);
  });

  it("does not find another organisation's payment, invoice or match (404)", async () => {
    const invoice = await invoiceOf(5_000);
    const receipt = await kit.receive({ Amount: "50.00" });
    const made = await matched({ ReceiptId: receipt, InvoiceId: invoice.id, Amount: "10.00" });
    const globexInvoice = await invoiceOf(5_000, { org: "globex" });
    const globexReceipt = await kit.receive({ Amount: "50.00" }, "globex");
    expect((await match({ ReceiptId: receipt, InvoiceId: globexInvoice.id }, "globex")).statusCode).toBe(404);
    expect((await match({ ReceiptId: globexReceipt, InvoiceId: invoice.id }, "globex")).statusCode).toBe(404);
    expect((await match({ ReceiptId: globexReceipt, InvoiceId: invoice.id }, "admin")).statusCode).toBe(404);
    const batch = await kit.ok<MatchBatchDetail>(
      kit.call("admin", "GetMatchBatch", { query: { Id: made.MatchBatchId! } }),
    );
    const id = batch.Matches.find((m) => m.ReceiptId === receipt)!.Id;
    expect((await kit.call("globex", "Unmatch", { body: { Id: id } })).statusCode).toBe(404);
    expect(await kit.receiptMatched(receipt)).toBe("10.00");
  });

  it("keeps matching from roles without billing (403)", async () => {
    for (const who of ["tech", "viewer"] as const) {
      expect((await match({ ReceiptId: 1, InvoiceId: 1 }, who)).statusCode).toBe(403);
      expect((await kit.call(who, "AutoMatchReceipts")).statusCode).toBe(403);
      expect((await kit.call(who, "Unmatch", { body: { Id: 1 } })).statusCode).toBe(403);
    }
  });
});
