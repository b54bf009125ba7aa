import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AuditEntityType,
  BatchAction,
  BatchStatus,
  checkBatchMove,
  DomainEventType,
  type BatchActionValue,
  type BatchStatusId,
} from "@fieldstead/domain";
import { testBackends } from "../../../../test/test-databases.ts";
import { readEvents } from "../../../audit/audit.service.ts";
import { messageOf, openInvoicingKit, type InvoicingKit } from "../billing-invoicing.test-kit.ts";

const { RequestReview, Approve, Reject, Redraft, Generate, Lock } = BatchAction;

/** The moves that bring a new Draft batch to each state. */
const PATHS: [BatchStatusId, BatchActionValue[]][] = [
  [BatchStatus.Draft, []],
  [BatchStatus.RequestForReview, [RequestReview]],
  [BatchStatus.Approved, [RequestReview, Approve]],
  [BatchStatus.Rejected, [RequestReview, Reject]],
  [BatchStatus.Generated, [RequestReview, Approve, Generate]],
  [BatchStatus.Locked, [RequestReview, Approve, Generate, Lock]],
];

describe.each(testBackends())("moving an invoicing batch on %s", (backend) => {
  let kit: InvoicingKit;
  beforeAll(async () => {
    kit = await openInvoicingKit(backend);
  });
  afterAll(() => kit?.close());

  /** A new Draft batch of one new client for the month. */
  const draft = async (period: string) => {
    const client = await kit.billable();
    return (await kit.generate(period, [client.id])).Id!;
  };
  const actionsOf = async (id: number, who: "admin" | "lease" = "admin") =>
    (await kit.batch(id, who)).Actions.map((a) => a.Action);

  it("takes a batch through review, approval, generation and lock, each step in its history and events", async () => {
    const id = await draft("2026-02");
    const reviewed = await kit.ok<{ StatusId: number; StatusMessage: string }>(
      kit.move(id, RequestReview, "admin", "Figures checked"),
    );
    expect(reviewed.StatusId).toBe(BatchStatus.RequestForReview);
    expect(reviewed.StatusMessage).toMatch(/^Batch B-\d{6} is now Request for Review\.$/);
    expect(await actionsOf(id)).toEqual([Approve, Reject]);
    // The lease manager may reject but not approve.
    expect(await actionsOf(id, "lease")).toEqual([Reject]);

    await kit.walk(id, [Approve]);
    expect(await actionsOf(id)).toEqual([Generate]);
    const generated = await kit.walk(id, [Generate]);
    expect(generated!.StatusMessage).toMatch(/Invoices INV-\d{6} to INV-\d{6} are numbered\.$/);
    const numbered = await kit.batch(id);
    expect(numbered).toMatchObject({ StatusName: "Generated", CanDownload: true, CanRegenerate: false });
    expect(numbered.Invoices[0]!.InvoiceNumber).toMatch(/^INV-\d{6}$/);
    expect(await actionsOf(id, "lease")).toEqual([]);

    await kit.walk(id, [Lock]);
    const locked = await kit.batch(id);
    expect(locked).toMatchObject({ StatusName: "Locked", Actions: [], CanUpdateArrears: false });
    expect(locked.History.map((h) => [h.Action, h.FromStatusName, h.ToStatusName, h.Comment])).toEqual([
      ["Generated", null, "Draft", null],
      ["Request review", "Draft", "Request for Review", "Figures checked"],
      ["Approve", "Request for Review", "Approved", null],
      ["Generate invoices", "Approved", "Generated", null],
      ["Lock", "Generated", "Locked", null],
    ]);
    const events = await readEvents(kit.t.ctx.db, kit.orgId, AuditEntityType.InvoiceBatch, id);
    expect(events.map((e) => e.eventType)).toEqual([
      DomainEventType.InvoiceBatchGenerated,
      ...Array<string>(4).fill(DomainEventType.InvoiceBatchMoved),
    ]);
  });

  it("sends a rejected batch back to draft, all by a lease manager", async () => {
    const id = await draft("2026-03");
    await kit.walk(id, [RequestReview, Reject, Redraft, RequestReview], "lease");
    expect((await kit.batch(id)).StatusName).toBe("Request for Review");
  });

  it("refuses every move out of order from every state (409 with the rule's message)", async () => {
    let month = 3;
    for (const [statusId, path] of PATHS) {
      const id = await draft(`2026-${String(++month).padStart(2, "0")}`);
      await kit.walk(id, path);
      for (const action of Object.values(BatchAction)) {
        const check = checkBatchMove({ statusId, action });
        if (check.ok) continue;
        const res = await kit.move(id, action);
        expect(res.statusCode, `${action} from ${statusId}`).toBe(409);
        expect(messageOf(res)).toBe(check.message);
      }
      expect((await kit.batch(id)).StatusId).toBe(statusId);
    }
  });

  it("lets only roles holding a move take it: the lease manager neither approves nor locks (403), admin does", async () => {
    const id = await draft("2026-10");
    await kit.walk(id, [RequestReview], "lease");
    const refused = await kit.move(id, Approve, "lease");
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe("Your role may not approve batches.");
    await kit.walk(id, [Approve]);
    await kit.walk(id, [Generate], "lease");
    expect((await kit.move(id, Lock, "lease")).statusCode).toBe(403);
    expect((await kit.batch(id)).StatusName).toBe("Generated");
    await kit.walk(id, [Lock]);
    for (const who of ["tech", "viewer"] as const)
      expect((await kit.move(id, Lock, who)).statusCode).toBe(403);
  });

  it("leaves one approval when two people approve at the same moment", async () => {
    const id = await draft("2026-11");
    await kit.walk(id, [RequestReview]);
    const answers = await Promise.all([kit.move(id, Approve), kit.move(id, Approve)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const history = (await kit.batch(id)).History.filter((h) => h.Action === "Approve");
    expect(history).toHaveLength(1);
  });

  it("refuses every write to a locked batch, and answers another organisation's batch with a 404", async () => {
    const id = await draft("2026-12");
    await kit.walk(id, [RequestReview, Approve, Generate, Lock]);
    for (const step of ["RegenerateBatch", "UpdateBatchArrears", "DeleteBatch"]) {
      const res = await kit.call("admin", step, { body: { Id: id } });
      expect(res.statusCode, step).toBe(409);
      expect(messageOf(res)).toBe("A locked batch cannot be changed.");
    }
    for (const action of Object.values(BatchAction))
      expect((await kit.move(id, action)).statusCode).toBe(409);
    for (const step of ["MoveBatch", "RegenerateBatch", "UpdateBatchArrears", "DeleteBatch"])
      expect((await kit.call("globex", step, { body: { Id: id, Action: Lock } })).statusCode, step).toBe(404);
    expect((await kit.batch(id)).StatusName).toBe("Locked");
  });
});
