import {
  SearchTaskSharePeopleContract,
  type SearchTaskSharePeopleInput,
  type TaskSharePerson,
} from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST Task/SearchSharePeople: active colleagues by name or e-mail, for the share dialog's people picker. */
export const searchSharePeople = (body: SearchTaskSharePeopleInput): Promise<TaskSharePerson[]> =>
  callContract(SearchTaskSharePeopleContract, { body, isSilent: true });
