import { describe, expect, it } from "vitest";
import { readBankStatement } from "./bank-statement.reader.ts";

const HEADER = "Date,Payer,Reference,Amount,Currency";

describe("readBankStatement", () => {
  it("reads columns in any order and case, quoted fields, grouped amounts and blank optional cells", () => {
    const csv = [
      "AMOUNT,payer,Date,reference",
      '"1,234.5","Smith, Jones",2026-11-02,"Ref ""7"""',
      "",
      "3,Solo,2026-11-03,",
    ].join("\n");
    expect(readBankStatement(csv)).toEqual({
      kind: "rows",
      errors: [],
      rows: [
        {
          row: 2,
          receivedOn: "2026-11-02",
          payer: "Smith, Jones",
          reference: 'Ref "7"',
          amount: "1234.50",
          currency: null,
        },
        { row: 4, receivedOn: "2026-11-03", payer: "Solo", reference: null, amount: "3.00", currency: null },
      ],
    });
  });

  it("upper-cases a currency given in the row", () => {
    const reading = readBankStatement(`${HEADER}\n2026-11-01,A,,1,eur`);
    expect(reading.kind === "rows" && reading.rows[0]!.currency).toBe("EUR");
  });

  it.each([
    ["2026-11-31,A,,1,USD", "Date is not a date of the calendar."],
    ["1/11/2026,A,,1,USD", "Date reads YYYY-MM-DD."],
    ["2026-11-01,,,1,USD", "Payer is required."],
    ["2026-11-01,A,,0,USD", "Amount must be more than 0."],
    ["2026-11-01,A,,,USD", "Amount is required."],
    [
      "2026-11-01,A,,1.234,USD",
      "Amount must be a positive amount such as 1500.00, with at most two decimals.",
    ],
    ["2026-11-01,A,,-5,USD", "Amount must be a positive amount such as 1500.00, with at most two decimals."],
    ["2026-11-01,A,,1,DOLLARS", "Currency is a three-letter code such as USD."],
    [
      "bad,,,x,",
      "Date reads YYYY-MM-DD. Payer is required. Amount must be a positive amount such as 1500.00, with at most two decimals.",
    ],
  ])("reports row %j: %s", (line, message) => {
    expect(readBankStatement(`${HEADER}\n2026-11-01,Fine,,1,USD\n${line}`)).toMatchObject({
      kind: "rows",
      errors: [{ Row: 3, Message: message }],
    });
  });

  it.each([
    ["", "Csv holds no header row."],
    ["Date,Payer,Amount", "The header row lacks Reference (Date, Payer, Reference, Amount)."],
    [`${HEADER}\n\n`, "Csv holds no payments below its header row."],
    [
      `${HEADER}\n${"2026-11-01,A,,1,USD\n".repeat(5_001)}`,
      "Csv holds 5001 payments; a statement holds at most 5,000.",
    ],
  ])("refuses a file it cannot read as a whole (%#)", (csv, message) => {
    expect(readBankStatement(csv)).toEqual({ kind: "refused", message });
  });

  it("reads a statement of 5,000 payments", () => {
    const reading = readBankStatement(`${HEADER}\n${"2026-11-01,A,,1,USD\n".repeat(5_000)}`);
    expect(reading.kind === "rows" && reading.rows.length).toBe(5_000);
  });
});
