import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BatchStatus,
  centsToMoney,
  DomainEventType,
  MATCH_BATCH_MESSAGES,
  type ListReply,
  type MatchBatchDetail,
  type MoveBatchReply,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { messageOf, openReceiptsTestKit, type ReceiptsTestKit, type Who } from "./receipts.test-kit.ts";

type MatchBatchRow = {
  Id: number;
  BatchNumber: string;
  StatusName: string;
  MatchCount: number;
  Amount: string;
};

describe.each(testBackends())("batches of matches under review on %s", (backend) => {
  let kit: ReceiptsTestKit;
  let made = 0;
  /** A match (of a new invoice of `cents` and a payment of as much) in the open draft batch; answers the batch. */
  const draftWithMatch = async (cents: number): Promise<number> => {
    made += 1;
    const clientId = await kit.addClient(`Batch Client ${made}`);
    const number = `INV-${String(3000 + made).padStart(6, "0")}`;
    const lines = [{ description: "Service", quantity: 100, unitCents: cents }];
    const invoice = await kit.addInvoice({ clientId, period: "2026-10", number, lines });
    const receipt = await kit.receive({ Amount: centsToMoney(cents) });
    const reply = await kit.ok<{ MatchBatchId: number }>(
      kit.call("lease", "MatchReceipt", { body: { ReceiptId: receipt, InvoiceId: invoice.id } }),
    );
    return reply.MatchBatchId;
  };
  const detail = (id: number, who: Who = "admin") =>
    kit.ok<MatchBatchDetail>(kit.call(who, "GetMatchBatch", { query: { Id: id } }));
  const move = (who: Who, Id: number, Action: string, Comment?: string) =>
    kit.call(who, "MoveMatchBatch", { body: { Id, Action, Comment } });
  const moved = async (who: Who, id: number, action: string, comment?: string) =>
    (await kit.ok<MoveBatchReply>(move(who, id, action, comment))).StatusId;
  const actionsOf = async (id: number, who: Who) => (await detail(id, who)).Actions.map((a) => a.Action);

  beforeAll(async () => {
    kit = await openReceiptsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("lists a draft with its matches and offers each role only the moves it holds", async () => {
    const id = await draftWithMatch(12_345);
    const list = await kit.ok<ListReply<MatchBatchRow>>(kit.call("lease", "GetMatchBatchList", { body: {} }));
    expect(list.Rows.find((r) => r.Id === id)).toMatchObject({
      StatusName: "Draft",
      MatchCount: 1,
      Amount: "123.45",
      CreatedByName: "Priya Natarajan",
    });
    const draft = await detail(id, "lease");
    expect(draft).toMatchObject({ StatusName: "Draft", CanEdit: true, Amount: "123.45" });
    expect(draft.Actions).toEqual([{ Action: "RequestReview", Label: "Request review" }]);
    expect(draft.History.map((h) => [h.Action, h.ToStatusName])).toEqual([["Created", "Draft"]]);

    expect(await moved("lease", id, "RequestReview", "October payments")).toBe(BatchStatus.RequestForReview);
    // The lease manager prepares and may reject; approving and locking are someone else's.
    expect(await actionsOf(id, "lease")).toEqual(["Reject"]);
    expect(await actionsOf(id, "admin")).toEqual(["Approve", "Reject"]);
    expect((await detail(id)).CanEdit).toBe(false);
  });

  it("takes a batch through review, approval and lock, each move its own right, with history and events", async () => {
    const id = await draftWithMatch(5_000);
    await moved("lease", id, "RequestReview");
    const refused = await move("lease", id, "Approve");
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe("Your role may not approve a batch of matches.");
    expect(await moved("admin", id, "Approve", "Checked against the bank")).toBe(BatchStatus.Approved);
    expect((await move("lease", id, "Lock")).statusCode).toBe(403);
    expect(await moved("admin", id, "Lock")).toBe(BatchStatus.Locked);

    const locked = await detail(id);
    expect(locked).toMatchObject({ StatusName: "Locked", CanEdit: false, Actions: [] });
    expect(locked.History.map((h) => [h.Action, h.FromStatusName, h.ToStatusName, h.Comment])).toEqual([
      ["Created", null, "Draft", null],
      ["Request review", "Draft", "Request for Review", null],
      ["Approve", "Request for Review", "Approved", "Checked against the bank"],
      ["Lock", "Approved", "Locked", null],
    ]);
    const events = (await kit.events(DomainEventType.MatchBatchMoved)).filter((e) => e.subjectId === id);
    expect(events.map((e) => e.payload.Action)).toEqual(["RequestReview", "Approve", "Lock"]);

    for (const action of ["Redraft", "Reject", "Lock"]) {
      const res = await move("admin", id, action);
      expect(res.statusCode).toBe(409);
      expect(messageOf(res)).toBe(MATCH_BATCH_MESSAGES.locked);
    }
  });

  it("sends a rejected batch back to draft, where its matches may be undone again", async () => {
    const id = await draftWithMatch(2_500);
    await moved("lease", id, "RequestReview");
    expect(await moved("lease", id, "Reject", "Wrong client")).toBe(BatchStatus.Rejected);
    expect(await actionsOf(id, "lease")).toEqual(["Redraft"]);
    expect(await moved("lease", id, "Redraft")).toBe(BatchStatus.Draft);
    const draft = await detail(id);
    expect(draft.CanEdit).toBe(true);
    await kit.ok(kit.call("lease", "Unmatch", { body: { Id: draft.Matches[0]!.Id } }));
    expect((await detail(id)).Matches).toEqual([]);
  });

  it("refuses a move out of order, and Generate, with a clear message (409)", async () => {
    const id = await draftWithMatch(1_000);
    const early = await move("admin", id, "Approve");
    expect(early.statusCode).toBe(409);
    expect(messageOf(early)).toBe("'Approve' is for a batch in Request for Review; this batch is Draft.");
    const generate = await move("admin", id, "Generate");
    expect(generate.statusCode).toBe(409);
    expect(messageOf(generate)).toBe(MATCH_BATCH_MESSAGES.noGenerate);
    expect((await detail(id)).StatusName).toBe("Draft");
  });

  it("does not show another organisation's batch (404), nor list it", async () => {
    const id = await draftWithMatch(700);
    expect((await kit.call("globex", "GetMatchBatch", { query: { Id: id } })).statusCode).toBe(404);
    expect((await move("globex", id, "RequestReview")).statusCode).toBe(404);
    const globexList = await kit.ok<ListReply<MatchBatchRow>>(
      kit.call("globex", "GetMatchBatchList", { body: {} }),
    );
    expect(globexList.Rows.map((r) => r.Id)).not.toContain(id);
    expect((await detail(id)).StatusName).toBe("Draft");
  });

  it("keeps batches of matches from roles without billing (403)", async () => {
    for (const who of ["tech", "viewer"] as const) {
      expect((await kit.call(who, "GetMatchBatchList", { body: {} })).statusCode).toBe(403);
      expect((await kit.call(who, "GetMatchBatch", { query: { Id: 1 } })).statusCode).toBe(403);
      expect((await move(who, 1, "RequestReview")).statusCode).toBe(403);
    }
  });
});
