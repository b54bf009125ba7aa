import { GetChargeCodeListContract, type ChargeCodeListRow } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

const PICKER_SIZE = 20;

/**
 * POST Billing/GetChargeCodeList: the charge codes matching a text, by code, for the rule's picker. A retired
 * code bills nothing more, so it is not offered for a rule.
 */
export const searchChargeCodes = async (search: string): Promise<ChargeCodeListRow[]> =>
  (
    await callContract(GetChargeCodeListContract, {
      body: {
        PageSize: PICKER_SIZE,
        Search: search.trim() || null,
        SortModel: [{ colId: "Code", sort: "asc" }],
      },
      isSilent: true,
    })
  ).Rows.filter((row) => !row.IsRetired);
