import {
  SearchLocationsContract,
  SearchTaskPeopleContract,
  SearchTaskProjectsContract,
  type LocationOption,
  type TaskListRow,
  type TaskPersonOption,
  type TaskProjectOption,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { getTaskList } from "./get-task-list.ts";

const LIMIT = 20;

/** POST Task/SearchPeople: active employees by name or e-mail (assignee, driver, employee). */
export const searchTaskPeople = (search: string): Promise<TaskPersonOption[]> =>
  callContract(SearchTaskPeopleContract, {
    body: { Search: search, Limit: LIMIT },
    isSilent: true,
  });

/** POST Task/SearchProjects: projects not archived, by code or name. */
export const searchTaskProjects = (search: string): Promise<TaskProjectOption[]> =>
  callContract(SearchTaskProjectsContract, {
    body: { Search: search, Limit: LIMIT },
    isSilent: true,
  });

/** POST Location/SearchLocations: where the work is, by code or name. */
export const searchTaskLocations = async (search: string): Promise<LocationOption[]> =>
  (
    await callContract(SearchLocationsContract, {
      body: { Search: search, Limit: LIMIT },
      isSilent: true,
    })
  ).Locations;

/** The task list's own search (number or summary): the tasks a task may sit under. */
export const searchParentTasks = async (search: string): Promise<TaskListRow[]> =>
  (await getTaskList({ Search: search || null, PageSize: LIMIT })).Rows;
