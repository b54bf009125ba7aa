import { SearchPartsContract, type PartOption, type SearchPartsInput } from "@fieldstead/domain";
import { callContract } from "../../../../lib/http.ts";

/** POST FixedAsset/SearchParts: a few parts of the catalogue matching a text, for pickers. */
export const searchParts = async (input: SearchPartsInput): Promise<PartOption[]> =>
  (await callContract(SearchPartsContract, { body: input, isSilent: true })).Parts;

/** The first active parts matching a text, for the material-request and add-to-warehouse pickers. */
export const searchRequestParts = (search: string): Promise<PartOption[]> =>
  searchParts({ Search: search, ActiveOnly: true, Limit: 20 });
