import { queryOptions, useQuery } from "@tanstack/react-query";
import { GetProjectPersonasContract, type ProjectPersonaRow } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { PROJECTS_KEY } from "./project-keys.ts";

/** GET Project/GetProjectPersonas: the people of a project and their parts. */
export const getProjectPersonas = (id: number): Promise<ProjectPersonaRow[]> =>
  callContract(GetProjectPersonasContract, { query: { Id: id }, isSilent: true });

export const projectPersonasQuery = (id: number) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, "personas", id] as const,
    queryFn: () => getProjectPersonas(id),
  });

export const useProjectPersonas = (id: number) => useQuery(projectPersonasQuery(id));
