import { GetChargeCodeListContract, type ChargeCodeListRow } from "@fieldstead/domain";
import { callContract, listPageCall } from "../../../../lib/http.ts";

/** POST Billing/GetChargeCodeList: one page of the charge-code catalogue, for the Charge Codes grid. */
export const getChargeCodeList = listPageCall(GetChargeCodeListContract);

const PICKER_SIZE = 20;

/**
 * The catalogue searched by code or description, for a profile line's code picker, by code. A retired code is
 * not offered: it may stay on the lines that have it, but no line takes it anew.
 */
export const searchChargeCodes = async (search: string): Promise<ChargeCodeListRow[]> =>
  (
    await callContract(GetChargeCodeListContract, {
      body: {
        StartRow: 0,
        PageSize: PICKER_SIZE,
        SortModel: [{ colId: "Code", sort: "asc" }],
        FilterModel: {},
        Search: search.trim() === "" ? null : search.trim(),
      },
      isSilent: true,
    })
  ).Rows.filter((code) => !code.IsRetired);
