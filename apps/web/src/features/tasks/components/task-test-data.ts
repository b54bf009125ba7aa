import { TaskStatus, type TaskDetail } from "@fieldstead/domain";

/** A work order assigned to the technician, as the server answers it. */
export const TASK: TaskDetail = {
  Id: 7,
  WorkOrderNumber: "WO-000007",
  Summary: "Replace the rooftop unit's belt",
  TypeId: 4,
  TypeName: "Corrective Maintenance",
  StatusId: TaskStatus.AssignedToTechnician,
  StatusName: "Assigned to Technician",
  PriorityId: 3,
  PriorityName: "High",
  ProjectId: null,
  ProjectName: null,
  LocationId: 2,
  LocationName: "Denver Tech Center Campus",
  AssigneeId: 12,
  AssigneeName: "Marcus Reyes",
  PlannedDate: "2026-11-20T15:00:00Z",
  DueDate: "2026-11-21T23:00:00Z",
  CompletedAt: null,
  IsOverdue: false,
  ReviewApprovalId: null,
  UpdatedAt: "2026-11-20T16:00:00Z",
  Description: "The belt squeals at start-up.",
  CreatedById: 1,
  CreatedByName: "Avery Admin",
  CreatedAt: "2026-11-19T09:00:00Z",
  AllowedMoves: [],
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
