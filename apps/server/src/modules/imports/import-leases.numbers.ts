import type { Tx } from "../../db/client.ts";
import { nextNumbers } from "../audit/audit.service.ts";
import { leaseNumberOf, leaseSequence, leaseToday } from "../leases/leases.service.ts";
import { takenLeaseNumbers } from "./import-leases.repository.ts";

/** How many rounds of numbers the counter may skip (numbers typed by hand earlier) before giving up. */
const MAX_ROUNDS = 50;

/**
 * Each lease's number: the one its row gives, else the year's next free number from the organisation's counter
 * (the one the lease form uses), skipping numbers already used — by a lease, or by a row of this file.
 */
export const leaseNumbersFor = async (
  tx: Tx,
  orgId: number,
  given: readonly (string | null)[],
  at: Date,
): Promise<string[]> => {
  const year = leaseToday(at).slice(0, 4);
  const used = new Set(given.flatMap((n) => (n === null ? [] : [n.toLowerCase()])));
  const made: string[] = [];
  const missing = given.filter((n) => n === null).length;
  for (let round = 0; made.length < missing; round += 1) {
    if (round >= MAX_ROUNDS) throw new Error("no free lease numbers were found");
    const values = await nextNumbers(tx, orgId, leaseSequence(year), missing - made.length);
    const candidates = values.map((v) => leaseNumberOf(year, v)).filter((n) => !used.has(n.toLowerCase()));
    const taken = new Set(await takenLeaseNumbers(tx, orgId, candidates));
    made.push(...candidates.filter((n) => !taken.has(n.toLowerCase())));
  }
  let next = 0;
  return given.map((n) => n ?? made[next++]!);
};
