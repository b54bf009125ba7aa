import { defineListColumns } from "../lists/list-columns.ts";

/** The project list's columns (Project/GetProjectList): its grid, its export and its server query. */
export const PROJECT_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  Code: { label: "Code", type: "text" },
  Name: { label: "Name", type: "text" },
  Status: { label: "Status", type: "set" },
  LocationName: { label: "Location", type: "text" },
  ManagerName: { label: "Manager", type: "text" },
  StartDate: { label: "Start", type: "date" },
  EndDate: { label: "End", type: "date" },
  TaskCount: { label: "Tasks", type: "number" },
  DoneCount: { label: "Done", type: "number" },
  ProgressBucket: { label: "Progress", type: "set" },
  Archived: { label: "Archived", type: "set" },
});
