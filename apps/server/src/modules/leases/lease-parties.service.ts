import type { Tx } from "../../db/client.ts";
import { partyIdsOf } from "./lease-parties.repository.ts";

/**
 * The organisation's lease party of this name (any case), created when there is none: the record other
 * modules (billing clients) link to, so they follow the leases that name it as lessor or lessee.
 */
export const leasePartyIdOf = async (tx: Tx, orgId: number, name: string): Promise<number> => {
  const ids = await partyIdsOf(tx, orgId, [name]);
  const id = ids.get(name.toLowerCase());
  if (id === undefined) throw new Error(`the lease party '${name}' was neither found nor created`);
  return id;
};
