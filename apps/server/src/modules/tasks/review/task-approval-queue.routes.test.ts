import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApprovalQueueRow, ListReply } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openReviewKit, type Person, type ReviewKit } from "./task-review.test-kit.ts";

type Queue = "Review" | "Requested";
type Tab = "Awaiting Approval" | "Approved" | "Rejected";

describe.each(testBackends())("the approval queues on %s", (backend) => {
  let kit: ReviewKit;
  // Work orders in every state of the review, made once for the file.
  let awaitingOne: number;
  let awaitingThree: number;
  let approved: number;
  let rejected: number;
  let managersOwn: number;

  const queue = (who: Person, Queue: Queue, Tab: Tab, extra: Record<string, unknown> = {}) =>
    kit.ok<ListReply<ApprovalQueueRow>>(
      kit.call(who, "POST", "/api/Task/GetApprovalQueue", { Queue, Tab, PageSize: 500, ...extra }),
    );
  const taskIds = async (who: Person, q: Queue, tab: Tab) =>
    (await queue(who, q, tab)).Rows.map((r) => r.TaskId);

  beforeAll(async () => {
    kit = await openReviewKit(backend);
    const requested = async (values: Parameters<ReviewKit["insertTask"]>[0] = {}, by: Person = "tech") => {
      const id = await kit.insertTask({ summary: `Queue check ${Math.random()}`, ...values });
      await kit.stepOk(by, "RequestApproval", { TaskId: id, Comment: "Please check" });
      return id;
    };
    awaitingOne = await requested();
    awaitingThree = await requested({ reviewLevels: 3 });
    await kit.stepOk("manager", "DecideApproval", { TaskId: awaitingThree, Decision: "Approved" });
    await kit.stepOk("manager", "DecideApproval", { TaskId: awaitingThree, Decision: "Approved" });
    approved = await requested();
    await kit.stepOk("manager", "DecideApproval", {
      TaskId: approved,
      Decision: "Approved",
      Comment: "Good work",
    });
    rejected = await requested();
    await kit.stepOk("manager", "DecideApproval", {
      TaskId: rejected,
      Decision: "Rejected",
      Comment: "Leaks",
    });
    managersOwn = await requested({ assigneeId: null }, "manager");
  });
  afterAll(() => kit?.close());

  it("shows a reviewer the steps awaiting at their levels, not their own requests nor level 3", async () => {
    const shown = await taskIds("manager", "Review", "Awaiting Approval");
    expect(shown).toContain(awaitingOne);
    expect(shown).not.toContain(awaitingThree);
    expect(shown).not.toContain(managersOwn);
    expect(shown).not.toContain(approved);
    // The administrator reviews level 3 and may decide the manager's request.
    const admin = await taskIds("admin", "Review", "Awaiting Approval");
    expect(admin).toEqual(expect.arrayContaining([awaitingOne, awaitingThree, managersOwn]));
    const row = (await queue("admin", "Review", "Awaiting Approval")).Rows.find(
      (r) => r.TaskId === awaitingThree,
    );
    expect(row).toMatchObject({ Level: 3, Label: "Awaiting Approval", ReviewerName: null, DecidedAt: null });
    expect(row!.RequestedByName).toMatch(/\S/);
  });

  it("shows a reviewer the steps they decided under Approved and Rejected, with the decision's comment", async () => {
    const approvedRows = (await queue("manager", "Review", "Approved")).Rows;
    expect(approvedRows.map((r) => r.TaskId)).toEqual(expect.arrayContaining([approved, awaitingThree]));
    expect(approvedRows.find((r) => r.TaskId === approved)).toMatchObject({
      Label: "Approved",
      Comment: "Good work",
    });
    expect(approvedRows.find((r) => r.TaskId === approved)!.ReviewerName).toMatch(/\S/);
    const rejectedRows = (await queue("manager", "Review", "Rejected")).Rows;
    expect(rejectedRows.map((r) => [r.TaskId, r.Label, r.Comment])).toEqual([
      [rejected, "Rejected", "Leaks"],
    ]);
    expect(await taskIds("admin", "Review", "Approved")).toEqual([]);
  });

  it("shows the requester their own steps by tab, the request's comment while awaiting", async () => {
    const awaiting = (await queue("tech", "Requested", "Awaiting Approval")).Rows;
    expect(awaiting.map((r) => r.TaskId).sort()).toEqual([awaitingOne, awaitingThree].sort());
    expect(awaiting.find((r) => r.TaskId === awaitingOne)!.Comment).toBe("Please check");
    expect((await taskIds("tech", "Requested", "Approved")).sort()).toEqual(
      [awaitingThree, awaitingThree, approved].sort(),
    );
    expect(await taskIds("tech", "Requested", "Rejected")).toEqual([rejected]);
    expect(await taskIds("manager", "Requested", "Awaiting Approval")).toEqual([managersOwn]);
    // The technician reviews no level.
    expect(await taskIds("tech", "Review", "Awaiting Approval")).toEqual([]);
  });

  it("searches, sorts and pages like every list", async () => {
    const [first] = (
      await queue("tech", "Requested", "Approved", { SortModel: [{ colId: "Level", sort: "desc" }] })
    ).Rows;
    expect(first).toMatchObject({ TaskId: awaitingThree, Level: 2 });
    const number = (await queue("tech", "Requested", "Rejected")).Rows[0]!.WorkOrderNumber;
    const found = await queue("tech", "Requested", "Rejected", { Search: number });
    expect(found).toMatchObject({ TotalCount: 1, Rows: [{ TaskId: rejected }] });
    const paged = await queue("tech", "Requested", "Approved", { PageSize: 1 });
    expect(paged.TotalCount).toBe(3);
    expect(paged.NextCursor).not.toBeNull();
  });

  it("keeps other organisations out, and answers 400 naming the field for a bad queue, tab or column", async () => {
    expect(await taskIds("globexTech", "Requested", "Awaiting Approval")).toEqual([]);
    // Globex's administrator reviews Globex's own demo work, never Acme's.
    const globexReview = await taskIds("globexAdmin", "Review", "Awaiting Approval");
    for (const acme of [awaitingOne, awaitingThree, managersOwn]) expect(globexReview).not.toContain(acme);
    for (const [body, field] of [
      [{ Queue: "Everyone", Tab: "Approved" }, "Queue"],
      [{ Queue: "Review", Tab: "Pending" }, "Tab"],
      [
        { Queue: "Review", Tab: "Approved", SortModel: [{ colId: "Salary", sort: "asc" }] },
        "SortModel.0.colId",
      ],
    ] as const) {
      const res = await kit.call("manager", "POST", "/api/Task/GetApprovalQueue", body);
      expect(res.statusCode).toBe(400);
      expect(res.json().StatusMessage).toContain(field);
    }
    const viewer = await kit.call("viewer", "POST", "/api/Task/GetApprovalQueue", { Queue: "Review" });
    expect(viewer.statusCode).toBe(403);
  });
});
