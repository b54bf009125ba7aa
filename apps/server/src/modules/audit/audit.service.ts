import type { AuditEntityTypeValue, HistoryQuery, HistoryReply } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import {
  builtChangeWithRecords,
  insertAuditEntries,
  insertAuditEntriesAndEvents,
  insertDomainEvents,
  listDomainEvents,
  listHistory,
  nextSequenceValues,
  type AuditRecord,
  type ChangeStatement,
  type DomainEventRecord,
  type DomainEventRow,
  type RecordedChange,
} from "./audit.repository.ts";

// Sets where a counter goes on (tests start numbering where they need); other modules never read the repository.
export { setSequenceValue } from "./audit.repository.ts";

export type { AuditRecord, ChangeStatement, DomainEventRecord, DomainEventRow, RecordedChange };

/**
 * History and domain events, written by the other modules inside their own transactions so a change and its
 * record are kept or lost together.
 */
export const recordHistory = (tx: Db | Tx, records: readonly AuditRecord[]): Promise<void> =>
  insertAuditEntries(tx, records);

export const recordEvents = (tx: Db | Tx, events: readonly DomainEventRecord[]): Promise<void> =>
  insertDomainEvents(tx, events);

/** A change's history entries and its events together (written in one statement). */
export const recordChange = (
  tx: Db | Tx,
  change: { history: readonly AuditRecord[]; events: readonly DomainEventRecord[] },
): Promise<void> => insertAuditEntriesAndEvents(tx, change.history, change.events);

/**
 * A change made very often (a status move) and its one history entry and event, kept or lost together as one
 * statement built once: answers the function that writes them, given the change's input (nothing is recorded
 * for a record the change did not change).
 */
export const recordedChangeStatement = <Input>(
  name: string,
  change: ChangeStatement<Input>,
): ((tx: Db | Tx, input: Input, record: RecordedChange) => Promise<void>) =>
  builtChangeWithRecords(name, change);

/** One record's history (the caller has checked that the record is the organisation's and may be seen). */
export const readHistory = (
  db: Db,
  orgId: number,
  entityType: AuditEntityTypeValue,
  query: HistoryQuery,
): Promise<HistoryReply> => listHistory(db, orgId, entityType, query);

export const readEvents = (
  db: Db | Tx,
  orgId: number,
  subjectType: AuditEntityTypeValue,
  subjectId: number,
): Promise<DomainEventRow[]> => listDomainEvents(db, orgId, subjectType, subjectId);

/** The next `count` values of an organisation's counter (asset tags, part and request numbers). */
export const nextNumbers = (tx: Db | Tx, orgId: number, name: string, count = 1): Promise<number[]> =>
  nextSequenceValues(tx, orgId, name, count);
