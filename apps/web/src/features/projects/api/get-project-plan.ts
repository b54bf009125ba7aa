import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetProjectPlanContract, type ProjectPlan } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { PROJECTS_KEY } from "./project-keys.ts";

/** GET Project/GetProjectPlan: a project's tasks with their planned and due dates. */
export const getProjectPlan = (id: number): Promise<ProjectPlan> =>
  callContract(GetProjectPlanContract, { query: { Id: id }, isSilent: true });

export const projectPlanQuery = (id: number) =>
  queryOptions({ queryKey: [...PROJECTS_KEY, "plan", id] as const, queryFn: () => getProjectPlan(id) });

export const useProjectPlan = (id: number) => useQuery(projectPlanQuery(id));
