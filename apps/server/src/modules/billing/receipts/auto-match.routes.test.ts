import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvoicePaymentState, type MatchBatchDetail } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openReceiptsTestKit, type ReceiptsTestKit } from "./receipts.test-kit.ts";

type MatchReply = { StatusCode: number; StatusMessage: string; MatchBatchId: number | null; Matched: number };

describe.each(testBackends())("matching payments automatically on %s", (backend) => {
  let kit: ReceiptsTestKit;
  const invoice = async (clientId: number, number: string, cents: number, period = "2026-10") =>
    (
      await kit.addInvoice({
        clientId,
        period,
        number,
        dueDate: `${period}-28`,
        lines: [{ description: "Service", quantity: 100, unitCents: cents }],
      })
    ).id;
  const autoMatch = () => kit.ok<MatchReply>(kit.call("lease", "AutoMatchReceipts"));

  beforeAll(async () => {
    kit = await openReceiptsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("finds nothing to match when nothing is open, and makes no batch", async () => {
    expect(await autoMatch()).toEqual({
      StatusCode: 0,
      StatusMessage: "No payment could be matched by reference or amount.",
      MatchBatchId: null,
      Matched: 0,
    });
  });

  it("matches by an invoice number in the reference, and by the exact amount a client owes on one invoice", async () => {
    const byReference = await kit.addClient("Adatum Corporation");
    const byAmount = await kit.addClient("Blue Yonder Airlines");
    const ambiguous = await kit.addClient("Coho Winery");
    const referenced = await invoice(byReference, "INV-002001", 12_000);
    const exact = await invoice(byAmount, "INV-002002", 8_000);
    const notExact = await invoice(byAmount, "INV-002003", 9_000, "2026-09");
    const twinA = await invoice(ambiguous, "INV-002004", 5_000);
    const twinB = await invoice(ambiguous, "INV-002005", 5_000, "2026-09");
    const paysReference = await kit.receive({
      Payer: "Adatum",
      Reference: "Payment for inv-002001",
      Amount: "120.00",
    });
    const paysAmount = await kit.receive({ Payer: "Blue Yonder", ClientId: byAmount, Amount: "80.00" });
    const paysTwin = await kit.receive({ Payer: "Coho", ClientId: ambiguous, Amount: "50.00" });
    const paysNothing = await kit.receive({ Payer: "Stranger", Reference: "thanks", Amount: "80.00" });

    const reply = await autoMatch();
    expect(reply).toMatchObject({ StatusCode: 0, Matched: 2, StatusMessage: "2 matches made." });
    expect(await kit.invoiceState(referenced)).toEqual({
      paid: "120.00",
      paymentStateId: InvoicePaymentState.Paid,
    });
    expect(await kit.invoiceState(exact)).toEqual({
      paid: "80.00",
      paymentStateId: InvoicePaymentState.Paid,
    });
    for (const untouched of [notExact, twinA, twinB])
      expect(await kit.invoiceState(untouched)).toMatchObject({ paid: "0.00" });
    expect(await kit.receiptMatched(paysReference)).toBe("120.00");
    expect(await kit.receiptMatched(paysAmount)).toBe("80.00");
    expect(await kit.receiptMatched(paysTwin)).toBe("0.00");
    expect(await kit.receiptMatched(paysNothing)).toBe("0.00");

    const batch = await kit.ok<MatchBatchDetail>(
      kit.call("admin", "GetMatchBatch", { query: { Id: reply.MatchBatchId! } }),
    );
    expect(batch.Matches.map((m) => [m.InvoiceNumber, m.Amount, m.KindName])).toEqual([
      ["INV-002001", "120.00", "Automatic"],
      ["INV-002002", "80.00", "Automatic"],
    ]);
    expect(batch.Amount).toBe("200.00");
  });

  it("matches what a payment can bear of a referenced invoice, and leaves the rest of the invoice open", async () => {
    const client = await kit.addClient("Datum Partners");
    const referenced = await invoice(client, "INV-002010", 30_000);
    const receipt = await kit.receive({ Payer: "Datum", Reference: "INV-002010", Amount: "100.00" });
    expect((await autoMatch()).Matched).toBe(1);
    expect(await kit.invoiceState(referenced)).toEqual({
      paid: "100.00",
      paymentStateId: InvoicePaymentState.PartlyPaid,
    });
    expect(await kit.receiptMatched(receipt)).toBe("100.00");
    // Run again, nothing more can be matched: the payment is spent.
    expect((await autoMatch()).Matched).toBe(0);
  });

  it("never matches another organisation's payments to Acme's invoices", async () => {
    const client = await kit.addClient("Fourth Coffee");
    const acmeInvoice = await invoice(client, "INV-002020", 7_000);
    const globexReceipt = await kit.receive(
      { Payer: "Fourth", Reference: "INV-002020", Amount: "70.00" },
      "globex",
    );
    expect((await kit.ok<MatchReply>(kit.call("globex", "AutoMatchReceipts"))).Matched).toBe(0);
    expect(await kit.invoiceState(acmeInvoice)).toMatchObject({ paid: "0.00" });
    expect(await kit.receiptMatched(globexReceipt)).toBe("0.00");
  });
});
