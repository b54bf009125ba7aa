import { GetProjectListContract } from "@fieldstead/domain";
import { listPageCall } from "../../../lib/http.ts";

/** POST Project/GetProjectList: one page of the organisation's projects with their progress, for the grid. */
export const getProjectList = listPageCall(GetProjectListContract);
