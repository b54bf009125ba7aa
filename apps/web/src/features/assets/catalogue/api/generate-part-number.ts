import { GeneratePartNumberContract } from "@fieldstead/domain";
import { useContractMutation } from "../../api/asset-keys.ts";

/** POST FixedAsset/GeneratePartNumber: the category's next part number (each call takes one). */
export const useGeneratePartNumber = () => useContractMutation(GeneratePartNumberContract, []);
