import { WorkOrderType } from "@fieldstead/domain";
import type { DemoApi } from "./api.ts";

export type NewWorkOrder = {
  Id: number;
  WorkOrderNumber: string;
  Summary: string;
  StatusId: number;
  AssigneeId: number | null;
};

/**
 * A Corrective Maintenance work order made for one test by the administrator and assigned to a person (it starts
 * at 'Assigned to Technician'). Journeys make their own: the browser tests of one worker share a server, and a
 * seeded work order one journey moves is gone for the next.
 */
export const newAssignedWorkOrder = async (
  api: DemoApi,
  { admin, assignee, summary }: { admin: string; assignee: string; summary: string },
): Promise<NewWorkOrder> => {
  const { EmployeeId } = (await api.signIn(assignee)) as unknown as { EmployeeId: number };
  const { Task } = await api.call<{ Task: NewWorkOrder }>(admin, "/Task/CreateTask", {
    Summary: summary,
    TypeId: WorkOrderType.CorrectiveMaintenance,
    AssigneeId: EmployeeId,
  });
  return Task;
};
