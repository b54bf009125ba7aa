import type { RepliedContract } from "@fieldstead/domain";
import { callContract, type ContractBodyInput } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";

/** Everything the asset pages read starts with this key, so a change refreshes it all at once. */
export const ASSETS_KEY = ["assets"] as const;
/** The catalogue's lists and records (categories, manufacturers, vendors, parts). */
export const CATALOGUE_KEY = ["asset-catalogue"] as const;

/**
 * A write through its contract (its body and reply types follow from it); what it may have changed is read
 * again afterwards.
 */
export const useContractMutation = <C extends RepliedContract>(
  contract: C,
  invalidates: readonly (readonly unknown[])[] = [ASSETS_KEY],
) => useInvalidatingMutation((body: ContractBodyInput<C>) => callContract(contract, { body }), invalidates);
