import JSZip from "jszip";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvoiceLineKind, type InvoiceDetail } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import {
  fieldsOf,
  messageOf,
  openReceiptsTestKit,
  type ReceiptsTestKit,
} from "../receipts/receipts.test-kit.ts";
import { INVOICE_MESSAGES } from "./invoices.service.ts";
import { pdfText } from "./pdf-text.test-kit.ts";

/** Two charges (one discounted), all taxed at 20 %, and the arrears of earlier periods as a line of its own. */
const LINES = [
  {
    description: "HVAC maintenance",
    quantity: 200,
    unitCents: 75_000,
    discountBp: 1_000,
    taxRateMilli: 20_000,
  },
  { description: "Site visits", quantity: 300, unitCents: 8_550, taxRateMilli: 20_000 },
  { description: "Arrears 2026-09", quantity: 100, unitCents: 25_000, kindId: InvoiceLineKind.Arrears },
];

describe.each(testBackends())("invoices as documents on %s", (backend) => {
  let kit: ReceiptsTestKit;
  let invoice: { id: number; batchId: number };
  let batchNumber: string;
  let plainId: number;
  let draftId: number;
  let globexInvoiceId: number;

  beforeAll(async () => {
    kit = await openReceiptsTestKit(backend);
    const client = await kit.addClient("Northwind Traders", { taxRegistration: "VAT GB123456" });
    const other = await kit.addClient("Contoso Ltd");
    const batch = await kit.addBatch({ period: "2026-10" });
    batchNumber = batch.number;
    const base = { period: "2026-10", issueDate: "2026-10-31", dueDate: "2026-11-30", batchId: batch.id };
    invoice = await kit.addInvoice({
      ...base,
      clientId: client,
      number: "INV-000101",
      lines: LINES,
      arrears: "250.00",
    });
    plainId = (
      await kit.addInvoice({
        ...base,
        clientId: other,
        number: "INV-000102",
        lines: [{ description: "Flat fee", quantity: 100, unitCents: 40_000 }],
      })
    ).id;
    const third = await kit.addClient("Fabrikam Inc");
    draftId = (
      await kit.addInvoice({
        ...base,
        clientId: third,
        number: null,
        lines: [{ description: "Fee", quantity: 100, unitCents: 100 }],
      })
    ).id;
    const globexClient = await kit.addClient("Initech", { org: "globex" });
    globexInvoiceId = (
      await kit.addInvoice({
        org: "globex",
        clientId: globexClient,
        period: "2026-10",
        number: "INV-000101",
        lines: [{ description: "Fee", quantity: 100, unitCents: 100 }],
      })
    ).id;
  });
  afterAll(() => kit?.close());

  it("answers an invoice with its client, lines and totals, to the cent", async () => {
    const detail = await kit.ok<InvoiceDetail>(
      kit.call("lease", "GetInvoice", { query: { Id: invoice.id } }),
    );
    expect(detail).toMatchObject({
      InvoiceNumber: "INV-000101",
      ClientName: "Northwind Traders",
      ClientTaxRegistration: "VAT GB123456",
      BatchNumber: batchNumber,
      Period: "2026-10",
      DueDate: "2026-11-30",
      Net: "1756.50",
      Discount: "150.00",
      Tax: "321.30",
      Total: "1927.80",
      Arrears: "250.00",
      AmountDue: "2177.80",
      Paid: "0.00",
      Outstanding: "1927.80",
      PaymentStateName: "Unpaid",
    });
    expect(detail.Lines[0]).toMatchObject({
      Quantity: "2",
      UnitPrice: "750.00",
      Net: "1500.00",
      Discount: "150.00",
    });
    expect(detail.Lines[0]).toMatchObject({ TaxRate: "20", Tax: "270.00", Total: "1620.00" });
    expect(detail.Lines.map((l) => l.KindName)).toEqual(["Charge", "Charge", "Arrears"]);
  });

  it("prints a numbered invoice: sender, number, client, dates, lines, totals, arrears and amount due", async () => {
    const res = await kit.call("admin", "DownloadInvoicePdf", { query: { Id: invoice.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="INV-000101\.pdf"/);
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(res.rawPayload);
    // A long line may wrap: what is shown is read as one text.
    const shownText = text.join(" ").replace(/\s+/g, " ");
    for (const shown of [
      "Acme Facilities",
      "Invoice INV-000101",
      "Northwind Traders",
      "Tax registration: VAT GB123456",
      "Contact: Northwind Traders Accounts, accounts@northwindtraders.example",
      "2026-10-31",
      "2026-11-30",
      "HVAC maintenance",
      "Site visits",
      "1,620.00",
      "307.80",
      "20 %",
      "1,756.50 USD",
      "150.00 USD",
      "321.30 USD",
      "1,927.80 USD",
      "Arrears from earlier periods",
      "250.00 USD",
      "Amount due",
      "2,177.80 USD",
    ])
      expect(shownText, shown).toContain(shown);
    // The arrears are carried below the total, not billed as a line of the table.
    expect(shownText).not.toContain("Arrears 2026-09");
  });

  it("leaves the arrears and amount due off an invoice without arrears", async () => {
    const res = await kit.call("admin", "DownloadInvoicePdf", { query: { Id: plainId } });
    const text = pdfText(res.rawPayload);
    expect(text).toContain("400.00 USD");
    expect(text).not.toContain("Amount due");
    expect(text).not.toContain("Arrears from earlier periods");
  });

  it("refuses an invoice without a number, naming Id", async () => {
    const res = await kit.call("admin", "DownloadInvoicePdf", { query: { Id: draftId } });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(INVOICE_MESSAGES.notNumbered);
    expect(fieldsOf(res)).toEqual(["Id"]);
  });

  it("zips one PDF per numbered invoice of a batch, named by number", async () => {
    const res = await kit.call("lease", "DownloadBatchInvoices", { query: { Id: invoice.batchId } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/zip");
    expect(res.headers["content-disposition"]).toContain(`filename="${batchNumber} invoices.zip"`);
    const zip = await JSZip.loadAsync(res.rawPayload);
    expect(Object.keys(zip.files).sort()).toEqual(["INV-000101.pdf", "INV-000102.pdf"]);
    const second = pdfText(await zip.file("INV-000102.pdf")!.async("nodebuffer"));
    expect(second).toContain("Invoice INV-000102");
    expect(second).toContain("Contoso Ltd");
  });

  it("refuses the zip of a batch none of whose invoices is numbered, naming Id", async () => {
    const batch = await kit.addBatch({ period: "2026-11" });
    const client = await kit.addClient("Litware");
    await kit.addInvoice({ batchId: batch.id, clientId: client, period: "2026-11", number: null, lines: [] });
    const res = await kit.call("admin", "DownloadBatchInvoices", { query: { Id: batch.id } });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["Id"]);
    expect(messageOf(res)).toContain(`Batch ${batch.number} has no numbered invoices yet`);
  });

  it("does not find another organisation's invoice or batch (404)", async () => {
    for (const [action, id] of [
      ["GetInvoice", invoice.id],
      ["DownloadInvoicePdf", invoice.id],
      ["DownloadBatchInvoices", invoice.batchId],
    ] as const)
      expect((await kit.call("globex", action, { query: { Id: id } })).statusCode).toBe(404);
    expect((await kit.call("admin", "GetInvoice", { query: { Id: globexInvoiceId } })).statusCode).toBe(404);
  });

  it("keeps invoices from roles without billing (403)", async () => {
    for (const who of ["tech", "viewer"] as const)
      for (const action of ["GetInvoice", "DownloadInvoicePdf", "DownloadBatchInvoices"])
        expect((await kit.call(who, action, { query: { Id: invoice.id } })).statusCode).toBe(403);
  });
});
