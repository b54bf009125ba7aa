import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import { ExportKind, TicketStatus, type ListReply, type TicketListRow } from "@fieldstead/domain";
import { testBackends } from "../../test/test-databases.ts";
import { openTicketsTestKit, type TicketsTestKit, type Who } from "./tickets.test-kit.ts";

const OPEN_ONLY = { FilterModel: { StatusId: { filterType: "set", values: [TicketStatus.Open] } } };

const readSheet = async (payload: Buffer): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v))),
    ),
  );
  return rows;
};

describe.each(testBackends())("ticket exports on %s", (backend) => {
  let kit: TicketsTestKit;
  const start = (who: Who, body: object) =>
    kit.t.call("POST", "/api/Export/Start", {
      token: kit.who[who].token,
      body: { ExportKind: ExportKind.TicketList, Mode: 1, Format: "xlsx", ...body },
    });

  beforeAll(async () => {
    kit = await openTicketsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("writes the tickets the grid shows, with its filters and columns, to a workbook", async () => {
    const listed = await kit.ok<ListReply<TicketListRow>>(
      kit.call("tech", "GetTicketList", { body: { ...OPEN_ONLY, PageSize: 500 } }),
    );
    const res = await start("tech", { Query: OPEN_ONLY, Columns: ["TicketNumber", "Title", "StatusId"] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/filename="Tickets_List_\d{14}\.xlsx"/);
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header).toEqual(["Ticket", "Title", "Status"]);
    expect(rows).toEqual(listed.Rows.map((r) => [r.TicketNumber, r.Title, "Open"]));
  });

  it("refuses a column the ticket list does not have, naming it, and a role without the tickets", async () => {
    const res = await start("tech", { Columns: ["TicketNumber", "Salary"] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: [{ field: "Columns.1" }] });
    expect((await start("viewer", {})).statusCode).toBe(403);
  });
});
