import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DomainEventType, type ListReply, type ReceiptListRow } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { RECEIPT_MESSAGES } from "./receipts.service.ts";
import {
  fieldsOf,
  messageOf,
  openReceiptsTestKit,
  type ReceiptsTestKit,
  type Who,
} from "./receipts.test-kit.ts";

type ImportReply = {
  StatusCode: number;
  StatusMessage: string;
  Imported: number;
  Errors: { Row: number; Message: string }[];
};

describe.each(testBackends())("payments received on %s", (backend) => {
  let kit: ReceiptsTestKit;
  let euroClient: number;
  let globexClient: number;
  const list = (who: Who, body: object = {}) =>
    kit.ok<ListReply<ReceiptListRow>>(kit.call(who, "GetReceiptList", { body: { PageSize: 100, ...body } }));
  const byPayer = async (payer: string) =>
    (await list("admin", { FilterModel: { Payer: { filterType: "text", type: "equals", filter: payer } } }))
      .Rows;
  const importCsv = (csv: string, requestId?: string) =>
    kit.ok<ImportReply>(
      kit.call("lease", "ImportBankStatement", { body: { Csv: csv, RequestId: requestId } }),
    );

  beforeAll(async () => {
    kit = await openReceiptsTestKit(backend);
    euroClient = await kit.addClient("Rhein Logistik GmbH", { currency: "EUR" });
    globexClient = await kit.addClient("Initech", { org: "globex" });
  });
  afterAll(() => kit?.close());

  it("records a client's payment in the client's currency, unmatched, with a PaymentReceived event", async () => {
    const id = await kit.receive(
      {
        Payer: "Rhein Logistik",
        ClientId: euroClient,
        Currency: null,
        Amount: "1,250.5",
        Reference: "INV 7",
      },
      "lease",
    );
    const [row] = await byPayer("Rhein Logistik");
    expect(row).toMatchObject({
      Id: id,
      ClientName: "Rhein Logistik GmbH",
      Currency: "EUR",
      Amount: "1250.50",
      Matched: "0.00",
      Unmatched: "1250.50",
      MatchState: "Unmatched",
      Reference: "INV 7",
    });
    const events = await kit.events(DomainEventType.PaymentReceived);
    expect(events.at(-1)).toMatchObject({ subjectId: euroClient, payload: { ReceiptIds: [id], Count: 1 } });
  });

  it("records a repeated RequestId once and answers the first payment", async () => {
    const before = (await kit.events(DomainEventType.PaymentReceived)).length;
    const body = { Payer: "Twice Ltd", Amount: "75.00", Currency: "USD", RequestId: "receipt-twice-0001" };
    const first = await kit.receive(body);
    const second = await kit.receive({ ...body, Amount: "80.00" });
    expect(second).toBe(first);
    expect((await byPayer("Twice Ltd")).map((r) => r.Amount)).toEqual(["75.00"]);
    expect(await kit.events(DomainEventType.PaymentReceived)).toHaveLength(before + 1);
  });

  it.each([
    [{ ClientId: 0 }, ["ClientId"]],
    [{ Currency: null }, ["Currency"]],
    [{ Amount: "0" }, ["Amount"]],
    [{ Amount: "-5.00" }, ["Amount"]],
    [{ ReceivedOn: "2026-02-30" }, ["ReceivedOn"]],
  ])("refuses %j, naming the field", async (change, fields) => {
    const body = { ReceivedOn: "2026-11-20", Payer: "Refused", Amount: "10.00", Currency: "USD", ...change };
    const res = await kit.call("admin", "SaveReceipt", { body });
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toEqual(fields);
  });

  it("refuses another organisation's client as if unknown", async () => {
    const body = { ReceivedOn: "2026-11-20", Payer: "Sneaky", Amount: "10.00", ClientId: globexClient };
    const res = await kit.call("admin", "SaveReceipt", { body });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["ClientId"]);
    expect(messageOf(res)).toBe(RECEIPT_MESSAGES.notAClient);
  });

  it("imports a statement: quoted fields, grouped amounts, a client's payer in its currency, one event", async () => {
    const before = (await kit.events(DomainEventType.PaymentReceived)).length;
    const csv = [
      "Date,Payer,Reference,Amount,Currency",
      '2026-11-18,"Rhein Logistik GmbH","INV-000900, October","1,000.00",',
      '2026-11-19,"Smith, Jones & Co","Ref ""A""",250,usd',
      "",
      "2026-11-20,Walk-in,,12.5,GBP",
    ].join("\r\n");
    const reply = await importCsv(csv);
    expect(reply).toMatchObject({ StatusCode: 0, Imported: 3, Errors: [] });
    expect((await byPayer("Rhein Logistik GmbH"))[0]).toMatchObject({
      ClientId: euroClient,
      Currency: "EUR",
      Amount: "1000.00",
      Reference: "INV-000900, October",
    });
    expect((await byPayer("Smith, Jones & Co"))[0]).toMatchObject({ Currency: "USD", Reference: 'Ref "A"' });
    expect((await byPayer("Walk-in"))[0]).toMatchObject({ Amount: "12.50", Reference: null, ClientId: null });
    const events = await kit.events(DomainEventType.PaymentReceived);
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)!.payload).toMatchObject({
      Count: 3,
      Amounts: { EUR: "1000.00", USD: "250.00", GBP: "12.50" },
    });
  });

  it("imports nothing when any row is wrong, and names every wrong row", async () => {
    await kit.addClient("Good Payer");
    const csv = [
      "amount,date,payer,reference",
      "10.00,2026-11-01,Good Payer,",
      "ten,2026-11-01,Bad Amount,",
      "10.00,01/11/2026,Bad Date,",
      "10.00,2026-11-01,,",
      "10.00,2026-11-01,No Currency,",
    ].join("\n");
    const reply = await importCsv(csv);
    expect(reply.Imported).toBe(0);
    expect(reply.StatusMessage).toBe("Nothing imported: 4 rows are refused.");
    expect(reply.Errors.map((e) => e.Row)).toEqual([3, 4, 5, 6]);
    expect(reply.Errors[0]!.Message).toMatch(/^Amount must be a positive amount/);
    expect(reply.Errors[1]!.Message).toBe("Date reads YYYY-MM-DD.");
    expect(reply.Errors[2]!.Message).toBe("Payer is required.");
    expect(reply.Errors[3]!.Message).toMatch(/^Currency is required/);
    expect(await byPayer("Good Payer")).toEqual([]);
  });

  it("imports a statement sent twice under one RequestId once", async () => {
    const csv =
      "Date,Payer,Reference,Amount,Currency\n2026-11-21,Repeat Payer,R1,40,USD\n2026-11-21,Repeat Payer,R2,60,USD";
    expect((await importCsv(csv, "statement-0001")).Imported).toBe(2);
    const again = await importCsv(csv, "statement-0001");
    expect(again).toMatchObject({ Imported: 2, StatusMessage: "This statement is imported already." });
    expect(await byPayer("Repeat Payer")).toHaveLength(2);
  });

  it.each([
    ["Date,Payer,Amount\n2026-11-01,A,1", /lacks Reference/],
    ["Date,Payer,Reference,Amount\n", /no payments/],
    [`Date,Payer,Reference,Amount,Currency\n${"2026-11-01,A,,1,USD\n".repeat(5_001)}`, /at most 5,000/],
  ])("refuses a statement it cannot read as a whole, naming Csv (%#)", async (csv, message) => {
    const res = await kit.call("admin", "ImportBankStatement", { body: { Csv: csv } });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["Csv"]);
    expect(messageOf(res)).toMatch(message);
  });

  it("shows each organisation only its own payments", async () => {
    await kit.receive({ Payer: "Globex Payer", ClientId: globexClient, Currency: null }, "globex");
    const globexRows = (await list("globex")).Rows;
    expect(globexRows.map((r) => r.Payer)).toEqual(["Globex Payer"]);
    expect(await byPayer("Globex Payer")).toEqual([]);
  });

  it("keeps payments from roles without billing (403)", async () => {
    for (const who of ["tech", "viewer"] as const) {
      expect((await kit.call(who, "GetReceiptList", { body: {} })).statusCode).toBe(403);
      const body = { ReceivedOn: "2026-11-20", Payer: "X", Amount: "1.00", Currency: "USD" };
      expect((await kit.call(who, "SaveReceipt", { body })).statusCode).toBe(403);
      expect((await kit.call(who, "ImportBankStatement", { body: { Csv: "a" } })).statusCode).toBe(403);
    }
  });
});
