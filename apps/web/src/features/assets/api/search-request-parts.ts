import {
  SearchPartsContract,
  type PartOption,
  type SearchPartsInput,
  type SearchPartsReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";

/** POST FixedAsset/SearchParts for the material-request and add-to-warehouse pickers (active parts). */
export const searchRequestParts = async (
  search: string,
  options: Pick<SearchPartsInput, "Serialized"> = {},
): Promise<PartOption[]> =>
  (
    await callContract<SearchPartsReply>(SearchPartsContract, {
      body: { Search: search, ActiveOnly: true, Limit: 20, ...options },
      isSilent: true,
    })
  ).Parts;
