import {
  ArchiveProjectContract,
  CreateProjectContract,
  UpdateProjectContract,
  type ArchiveProject,
  type ProjectFormInput,
  type ProjectWriteReply,
  type UpdateProjectInput,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { PROJECTS_KEY } from "./project-keys.ts";

/** POST Project/CreateProject: 409 when another project has the code (any case). */
export const createProject = (body: ProjectFormInput): Promise<ProjectWriteReply> =>
  callContract(CreateProjectContract, { body });

/** POST Project/UpdateProject: 409 for an archived project or a taken code. */
export const updateProject = (body: UpdateProjectInput): Promise<ProjectWriteReply> =>
  callContract(UpdateProjectContract, { body });

/** POST Project/ArchiveProject: archives a project, or brings it back. */
export const archiveProject = (body: ArchiveProject): Promise<ProjectWriteReply> =>
  callContract(ArchiveProjectContract, { body });

export const useCreateProject = () => useInvalidatingMutation(createProject, [PROJECTS_KEY]);
export const useUpdateProject = () => useInvalidatingMutation(updateProject, [PROJECTS_KEY]);
export const useArchiveProject = () => useInvalidatingMutation(archiveProject, [PROJECTS_KEY]);
