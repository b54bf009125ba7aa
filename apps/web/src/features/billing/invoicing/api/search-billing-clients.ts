import { GetClientListContract, type ClientListRow } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** How many clients a picker offers for one typed text. */
const PICKER_SIZE = 20;

/** POST Billing/GetClientList: the billed clients whose name matches a text, by name, for the pickers. */
export const searchBillingClients = async (search: string): Promise<ClientListRow[]> =>
  (
    await callContract(GetClientListContract, {
      body: {
        PageSize: PICKER_SIZE,
        Search: search.trim() || null,
        SortModel: [{ colId: "Name", sort: "asc" }],
      },
      isSilent: true,
    })
  ).Rows;
