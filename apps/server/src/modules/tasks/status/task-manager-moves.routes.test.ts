import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ModuleId, TaskStatus as S, type ChangeTaskStatusReply, type TaskDetail } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openReviewKit, type ReviewKit } from "../review/task-review.test-kit.ts";

describe.each(testBackends())("the facility manager's status moves on %s", (backend) => {
  let kit: ReviewKit;
  beforeAll(async () => {
    kit = await openReviewKit(backend);
  });
  afterAll(() => kit?.close());

  const offered = async (id: number) =>
    (await kit.ok<TaskDetail>(kit.call("manager", "GET", `/api/Task/GetTask?Id=${id}`))).AllowedMoves.map(
      (m) => m.ToStatusId,
    );
  const move = (TaskId: number, ToStatusId: number) =>
    kit.call("manager", "POST", "/api/Task/ChangeStatus", { TaskId, ToStatusId });

  it.each([
    ["assigns work not started, or resets its date", S.NotStarted, [S.AssignedToTechnician, S.ResetDate]],
    ["assigns again work the technician turned down", S.Rejected, [S.AssignedToTechnician]],
    ["starts the work on site", S.ArrivedAtLocation, [S.InProgress]],
    ["pauses or completes work under way", S.InProgress, [S.Paused, S.Completed]],
    ["resumes paused work", S.Paused, [S.InProgress]],
    [
      "records the customer's verdict on completed work",
      S.Completed,
      [S.AcceptedByCustomer, S.RejectedByCustomer],
    ],
    // Answering the assignment, travelling and arriving are the technician's.
    ["leaves the technician's answer to the technician", S.AssignedToTechnician, []],
    ["leaves the travel to the technician", S.TravelingToLocation, []],
  ])("%s, on a technician's work order", async (_what, statusId, moves) => {
    const id = await kit.insertTask({ statusId, assigneeId: kit.people.tech.employeeId });
    expect(await offered(id)).toEqual(moves);
  });

  it("moves a technician's work order along, recorded as the manager's move", async () => {
    const id = await kit.insertTask({ statusId: S.InProgress, assigneeId: kit.people.tech.employeeId });
    const reply = await kit.ok<ChangeTaskStatusReply>(move(id, S.Paused));
    expect(reply.Task).toMatchObject({ StatusId: S.Paused });
    expect(reply.Task.AllowedMoves.map((m) => m.ToStatusId)).toEqual([S.InProgress]);
    expect((await kit.history(id))[0]).toMatchObject({
      Action: "StatusChanged",
      Changes: [{ Field: "Status", From: "In Progress", To: "Paused" }],
    });
    const refused = await move(id, S.TravelingToLocation);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().StatusMessage).toBe(
      "Your role cannot move this work order from 'Paused' to 'Traveling to Location'.",
    );
  });

  it("moves only their own work orders once their role no longer schedules the work", async () => {
    const id = await kit.insertTask({ statusId: S.InProgress, assigneeId: kit.people.tech.employeeId });
    await kit.revoke("manager", ModuleId.TaskSchedule, ModuleId.TaskOperations);
    expect(await offered(id)).toEqual([]);
    const refused = await move(id, S.Paused);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().StatusMessage).toMatch(
      /^You can only move work orders assigned to you; WO-TEST-\d+ is not\.$/,
    );
    const own = await kit.insertTask({ statusId: S.InProgress, assigneeId: kit.people.manager.employeeId });
    await kit.ok(move(own, S.Completed));
  });
});
