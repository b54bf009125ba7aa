import type {
  AuditChange,
  AuditEntityTypeValue,
  CatalogueDeleteReply,
  CatalogueWriteReply,
  ListQuery,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { recordHistory } from "../../audit/audit.service.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { listCategories, listManufacturers, listVendors } from "./asset-catalogue-lists.repository.ts";
import { listParts } from "./asset-catalogue-parts.repository.ts";
import {
  deleteCatalogueRow,
  insertCatalogueRow,
  updateCatalogueRow,
  type CatalogueInsert,
  type CatalogueName,
  type CatalogueRow,
} from "./asset-catalogue.repository.ts";
import { notAllowedNow, notFound } from "../assets.errors.ts";

/** An optional text as the catalogue stores it: empty means no value. */
export const blank = (value: string | null | undefined): string | null => (value ? value : null);

/** A catalogue record's history entry, written in the change's transaction. */
const catalogueHistory = (
  tx: Tx,
  session: ActiveSession,
  at: Date,
  entry: {
    type: AuditEntityTypeValue;
    id: number;
    action: string;
    summary: string;
    changes?: AuditChange[];
  },
) =>
  recordHistory(tx, [
    {
      orgId: session.orgId,
      entityType: entry.type,
      entityId: entry.id,
      action: entry.action,
      summary: entry.summary,
      changes: entry.changes ?? [],
      employeeId: session.employeeId,
      at,
    },
  ]);

/** How a yes/no field reads in a record's history. */
export const yesNo = (value: unknown): string => (value ? "Yes" : "No");

export const saved = <Row>(row: Row, message: string): CatalogueWriteReply<Row> => ({
  StatusCode: 0,
  StatusMessage: message,
  Record: row,
});

/** A kind of catalogue record: its table, how messages and history name it, and how it is found. */
type CatalogueKind<K extends CatalogueName, R> = {
  table: K;
  /** The record's kind in messages and history: 'Category'. */
  noun: string;
  type: AuditEntityTypeValue;
  find: (tx: Tx, orgId: number, id: number) => Promise<R | undefined>;
  /** How its history names the record (its name, or a part's number). */
  label: (record: R) => string;
};

/** The writes of one kind of catalogue record, each with its history entry, in the caller's transaction. */
export const catalogueRecords = <K extends CatalogueName, R>(kind: CatalogueKind<K, R>) => ({
  /** Writes a new record of the organisation with its 'Created' entry; answers the record. */
  create: async (
    tx: Tx,
    session: ActiveSession,
    at: Date,
    values: Omit<CatalogueInsert<K>, "orgId" | "createdAt" | "updatedAt">,
    summary: string,
  ): Promise<CatalogueRow<K>> => {
    const stamped = { ...values, orgId: session.orgId, createdAt: at, updatedAt: at } as CatalogueInsert<K>;
    const row = await insertCatalogueRow(tx, kind.table, stamped);
    await catalogueHistory(tx, session, at, { type: kind.type, id: row.id, action: "Created", summary });
    return row;
  },

  /** Changes a record with an 'Updated' entry of what changed (none when nothing did); answers the record. */
  change: async (
    tx: Tx,
    session: ActiveSession,
    at: Date,
    id: number,
    values: Partial<CatalogueInsert<K>>,
    history: { summary: string; changes: AuditChange[] },
  ): Promise<CatalogueRow<K>> => {
    const row = await updateCatalogueRow(tx, kind.table, session.orgId, id, { ...values, updatedAt: at });
    if (history.changes.length > 0)
      await catalogueHistory(tx, session, at, { type: kind.type, id, action: "Updated", ...history });
    return row;
  },

  /** Deletes a record of the organisation, in a transaction of its own, unless `inUse` says why it is needed. */
  remove: (
    ctx: AppContext,
    session: ActiveSession,
    id: number,
    inUse: (tx: Tx, record: R) => Promise<string | null>,
  ): Promise<CatalogueDeleteReply> =>
    ctx.db.transaction(async (tx) => {
      const record = await kind.find(tx, session.orgId, id);
      if (!record) throw notFound(kind.noun);
      const refusal = await inUse(tx, record);
      if (refusal) throw notAllowedNow(refusal);
      await deleteCatalogueRow(tx, kind.table, session.orgId, id);
      await catalogueHistory(tx, session, ctx.now(), {
        type: kind.type,
        id,
        action: "Deleted",
        summary: `${kind.noun} ${kind.label(record)} deleted`,
      });
      return {
        StatusCode: 0,
        StatusMessage: `The ${kind.noun.toLowerCase()} has been deleted.`,
        Id: id,
      };
    }),
});

/** The catalogue's lists: a page of the caller's organisation's records each. */
export const catalogueLists = {
  categories: (ctx: AppContext, session: ActiveSession, query: ListQuery) =>
    listCategories(ctx.db, session.orgId, query),
  manufacturers: (ctx: AppContext, session: ActiveSession, query: ListQuery) =>
    listManufacturers(ctx.db, session.orgId, query),
  vendors: (ctx: AppContext, session: ActiveSession, query: ListQuery) =>
    listVendors(ctx.db, session.orgId, query),
  parts: (ctx: AppContext, session: ActiveSession, query: ListQuery) =>
    listParts(ctx.db, session.orgId, query),
};
