import { GetClientListContract, type ClientListRow } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

const OPTION_COUNT = 20;

/**
 * POST Billing/GetClientList: the clients whose name matches what was typed, for a picker. Inactive clients are
 * offered too: a client no longer billed may still pay what it owes.
 */
export const getClientOptions = async (search: string): Promise<ClientListRow[]> => {
  const reply = await callContract(GetClientListContract, {
    body: {
      PageSize: OPTION_COUNT,
      SortModel: [{ colId: "Name", sort: "asc" }],
      Search: search.trim() === "" ? null : search.trim(),
    },
    isSilent: true,
  });
  return reply.Rows;
};
