import { GetClientListContract, type ClientListRow } from "@fieldstead/domain";
import { callContract, listPageCall } from "../../../../lib/http.ts";

/** POST Billing/GetClientList: one page of the organisation's billed clients, for the Client Services grid. */
export const getClientList = listPageCall(GetClientListContract);

/** How many clients a picker offers for what is typed. */
const PICKER_SIZE = 20;

/** The same list searched by name, for the client picker: the first clients by name that match the text. */
export const searchClients = async (search: string): Promise<ClientListRow[]> =>
  (
    await callContract(GetClientListContract, {
      body: {
        StartRow: 0,
        PageSize: PICKER_SIZE,
        SortModel: [{ colId: "Name", sort: "asc" }],
        FilterModel: {},
        Search: search.trim() === "" ? null : search.trim(),
      },
      isSilent: true,
    })
  ).Rows;
