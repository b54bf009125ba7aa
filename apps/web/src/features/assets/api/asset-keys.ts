import type { Contract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { useInvalidatingMutation } from "../../../lib/use-invalidating-mutation.ts";

/** Everything the asset pages read starts with this key, so a change refreshes it all at once. */
export const ASSETS_KEY = ["assets"] as const;
/** The catalogue's lists and records (categories, manufacturers, vendors, parts). */
export const CATALOGUE_KEY = ["asset-catalogue"] as const;

/** A write through its contract; what it may have changed is read again afterwards. */
export const useContractMutation = <Body, Reply>(
  contract: Contract,
  invalidates: readonly (readonly unknown[])[] = [ASSETS_KEY],
) => useInvalidatingMutation((body: Body) => callContract<Reply>(contract, { body }), invalidates);
