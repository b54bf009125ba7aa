import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BatchAction } from "@fieldstead/domain";
import { testBackends } from "../../../../test/test-databases.ts";
import { openInvoicingKit, type InvoicingKit } from "../billing-invoicing.test-kit.ts";

const { RequestReview, Approve, Generate } = BatchAction;
const numberOf = (invoiceNumber: string | null) => Number(invoiceNumber!.slice("INV-".length));

describe.each(testBackends())("numbering invoices on %s", (backend) => {
  let kit: InvoicingKit;
  beforeAll(async () => {
    kit = await openInvoicingKit(backend);
  });
  afterAll(() => kit?.close());

  it("numbers without gaps across batches, by client name, issued today and due after each client's terms", async () => {
    // Named so that their order by name (A, b, c, any case) differs from the order they were made in.
    const c = await kit.billable({ name: "Gapless c", terms: 60 });
    const a = await kit.billable({ name: "Gapless A", terms: 30 });
    const b = await kit.billable({ name: "Gapless b", terms: 14 });
    const october = (await kit.generate("2026-10", [c.id, a.id, b.id])).Id!;
    await kit.walk(october, [RequestReview, Approve, Generate]);
    const first = (await kit.batch(october)).Invoices;
    expect(first.map((i) => [i.ClientName, i.IssueDate, i.DueDate])).toEqual([
      ["Gapless A", "2026-11-22", "2026-12-22"],
      ["Gapless b", "2026-11-22", "2026-12-06"],
      ["Gapless c", "2026-11-22", "2027-01-21"],
    ]);
    const start = numberOf(first[0]!.InvoiceNumber);
    expect(first.map((i) => i.InvoiceNumber)).toEqual(
      [0, 1, 2].map((n) => `INV-${String(start + n).padStart(6, "0")}`),
    );

    // A batch moved without numbering in between, and a refused Generate, take no numbers.
    const december = (await kit.generate("2026-12", [a.id, b.id])).Id!;
    await kit.walk(december, [RequestReview]);
    expect((await kit.move(december, Generate)).statusCode).toBe(409);
    await kit.walk(december, [Approve, Generate]);
    expect((await kit.batch(december)).Invoices.map((i) => numberOf(i.InvoiceNumber))).toEqual([
      start + 3,
      start + 4,
    ]);
  });

  it("gives two batches generated at the same moment distinct numbers, one run after the other", async () => {
    const ids = [];
    for (let i = 0; i < 2; i += 1) {
      const clients = [await kit.billable(), await kit.billable()];
      const id = (
        await kit.generate(
          "2026-09",
          clients.map((c) => c.id),
        )
      ).Id!;
      await kit.walk(id, [RequestReview, Approve]);
      ids.push(id);
    }
    const answers = await Promise.all(ids.map((id) => kit.move(id, Generate)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const numbers = [];
    for (const id of ids)
      numbers.push(...(await kit.batch(id)).Invoices.map((i) => numberOf(i.InvoiceNumber)));
    const sorted = [...numbers].sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(4);
    expect(sorted.at(-1)! - sorted[0]!).toBe(3);
    // Each batch holds a run of its own.
    for (let i = 0; i < numbers.length; i += 2) expect(Math.abs(numbers[i]! - numbers[i + 1]!)).toBe(1);
  });
});
