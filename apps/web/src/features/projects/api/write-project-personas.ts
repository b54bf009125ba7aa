import {
  AddProjectPersonaContract,
  RemoveProjectPersonaContract,
  type AddProjectPersona,
  type ProjectPersonasReply,
  type RemoveProjectPersona,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";
import { PROJECTS_KEY } from "./project-keys.ts";

/** POST Project/AddProjectPersona: 409 for a part the person has already or an archived project. */
export const addProjectPersona = (body: AddProjectPersona): Promise<ProjectPersonasReply> =>
  callContract(AddProjectPersonaContract, { body });

/** POST Project/RemoveProjectPersona. */
export const removeProjectPersona = (body: RemoveProjectPersona): Promise<ProjectPersonasReply> =>
  callContract(RemoveProjectPersonaContract, { body });

// The project's history shows each change, so every project read is read again.
export const useAddProjectPersona = () => useInvalidatingMutation(addProjectPersona, [PROJECTS_KEY]);
export const useRemoveProjectPersona = () => useInvalidatingMutation(removeProjectPersona, [PROJECTS_KEY]);
