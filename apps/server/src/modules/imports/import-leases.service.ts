import { AuditEntityType, DomainEventType, ImportPhase, type CreateLease } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { recordChange, type AuditRecord, type DomainEventRecord } from "../audit/audit.service.ts";
import { leaseNumbersFor } from "./import-leases.numbers.ts";
import {
  findLocationsByCode,
  insertImportedLeases,
  takenLeaseNumbers,
  upsertParties,
  type ImportedLeaseValues,
} from "./import-leases.repository.ts";
import type { LeaseImportItem, LeaseImportQueries } from "./import-leases.resolve.ts";
import { writeAllOrNothing, type ImportWriter } from "./import-run.types.ts";

/** Leases one insert writes: its statement stays well under the database's parameter limit. */
const WRITE_BATCH = 500;

type Who = { orgId: number; employeeId: number; at: Date };

const valuesOf = (
  fields: CreateLease,
  leaseNumber: string,
  parties: ReadonlyMap<string, number>,
): ImportedLeaseValues => ({
  leaseNumber,
  locationId: fields.LocationId,
  lessorPartyId: parties.get(fields.Lessor.toLowerCase())!,
  lesseePartyId: parties.get(fields.Lessee.toLowerCase())!,
  lessor: fields.Lessor,
  lessee: fields.Lessee,
  dimensions: fields.Dimensions,
  startDate: fields.StartDate,
  endDate: fields.EndDate,
  rent: fields.Rent,
  rentFrequencyId: fields.RentFrequencyId,
  securityDeposit: fields.SecurityDeposit,
  escalationKind: fields.Escalation?.Kind ?? null,
  escalationValue: fields.Escalation ? fields.Escalation.Value : null,
  escalationEveryMonths: fields.Escalation?.EveryMonths ?? null,
  escalationFrom: fields.Escalation?.FromDate ?? null,
  description: fields.Description,
});

/** Each imported lease's 'Created' entry and LeaseCreated event, as the lease form records a new lease. */
const changesOf = (who: Who, written: readonly { id: number; values: ImportedLeaseValues }[]) => ({
  history: written.map(({ id, values }): AuditRecord => ({
    orgId: who.orgId,
    entityType: AuditEntityType.Lease,
    entityId: id,
    action: "Created",
    summary: `Lease ${values.leaseNumber} imported`,
    employeeId: who.employeeId,
    at: who.at,
  })),
  events: written.map(({ id, values }): DomainEventRecord => ({
    orgId: who.orgId,
    eventType: DomainEventType.LeaseCreated,
    actorId: who.employeeId,
    subjectType: AuditEntityType.Lease,
    subjectId: id,
    concerns: [who.employeeId],
    payload: { LeaseNumber: values.leaseNumber, Lessor: values.lessor, Lessee: values.lessee },
    at: who.at,
  })),
});

/** Writes the checked leases as Drafts, 500 a statement, with their parties, numbers and history. */
const writeLeases = async (
  tx: Tx,
  who: Who,
  planned: readonly LeaseImportItem[],
  progress: (fraction: number) => void,
): Promise<number> => {
  const numbers = await leaseNumbersFor(
    tx,
    who.orgId,
    planned.map((p) => p.fields.LeaseNumber),
    who.at,
  );
  const parties = await upsertParties(
    tx,
    who.orgId,
    planned.flatMap((p) => [p.fields.Lessor, p.fields.Lessee]),
  );
  let count = 0;
  for (let start = 0; start < planned.length; start += WRITE_BATCH) {
    const values = planned
      .slice(start, start + WRITE_BATCH)
      .map((p, i) => valuesOf(p.fields, numbers[start + i]!, parties));
    const ids = await insertImportedLeases(tx, who, values);
    await recordChange(
      tx,
      changesOf(
        who,
        ids.map((id, i) => ({ id, values: values[i]! })),
      ),
    );
    count += ids.length;
    progress(count / planned.length);
  }
  return count;
};

/**
 * The main thread's part of a lease import: the lookups the checking asks for, then the good rows written as
 * Draft leases in one transaction — numbers, parties (one per name, reused), a 'Created' entry and a LeaseCreated
 * event each — ending by marking the job Completed with the report of the rows left out. A number someone else
 * took meanwhile fails the insert, and the import is planned again from what is there now.
 */
export const leaseImport: ImportWriter = {
  queries: (ctx: AppContext, session: ActiveSession): LeaseImportQueries => ({
    refs: async ({ locations, numbers }) => {
      const [places, taken] = await Promise.all([
        findLocationsByCode(ctx.db, session.orgId, locations),
        takenLeaseNumbers(ctx.db, session.orgId, numbers),
      ]);
      return { places, taken };
    },
  }),
  write: async ({ ctx, session, items, hooks, complete }) => {
    const planned = items as LeaseImportItem[];
    hooks.phase(ImportPhase.Writing);
    const who = { orgId: session.orgId, employeeId: session.employeeId, at: ctx.now() };
    return writeAllOrNothing(ctx, async (tx) => {
      const count = await writeLeases(tx, who, planned, hooks.progress);
      await complete(tx, count);
      return count;
    });
  },
};
