import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetProjectContract, type ProjectDetail } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { PROJECTS_KEY } from "./project-keys.ts";

/** GET Project/GetProject: one project with its task counts and progress bucket. */
export const getProject = (id: number): Promise<ProjectDetail> =>
  callContract(GetProjectContract, { query: { Id: id } });

export const projectQuery = (id: number) =>
  queryOptions({ queryKey: [...PROJECTS_KEY, "detail", id] as const, queryFn: () => getProject(id) });

export const useProject = (id: number | null) => useQuery({ ...projectQuery(id ?? 0), enabled: id !== null });
