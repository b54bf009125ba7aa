import { and, count, eq, ne, sql } from "drizzle-orm";
import type { ClientListRow, ListQuery, ListReply } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { billingClients } from "../../../db/schema/index.ts";
import { planList } from "../../../lib/list-query.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";
import {
  CLIENT_LIST,
  lesseeNameSql,
  profileLineCountSql,
  siteCountSql,
} from "./billing-client-list.definition.ts";

const ROW = {
  id: billingClients.id,
  name: billingClients.name,
  contactName: billingClients.contactName,
  contactEmail: billingClients.contactEmail,
  currency: billingClients.currency,
  paymentTermsDays: billingClients.paymentTermsDays,
  taxRegistration: billingClients.taxRegistration,
  lesseePartyId: billingClients.lesseePartyId,
  lesseeName: lesseeNameSql,
  isActive: billingClients.isActive,
  updatedAt: billingClients.updatedAt,
};

/** A client as its row holds it, with the lessee name it follows on leases. */
export type ClientRecord = {
  id: number;
  name: string;
  contactName: string | null;
  contactEmail: string | null;
  currency: string;
  paymentTermsDays: number;
  taxRegistration: string | null;
  lesseePartyId: number | null;
  lesseeName: string | null;
  isActive: boolean;
  updatedAt: Date;
};

/** The client columns a form writes. */
export type ClientColumns = Omit<ClientRecord, "id" | "lesseeName" | "updatedAt">;

type ListRaw = ClientRecord & { siteCount: number; profileLineCount: number };

const toRow = (r: ListRaw): ClientListRow => ({
  Id: r.id,
  Name: r.name,
  ContactName: r.contactName,
  ContactEmail: r.contactEmail,
  Currency: r.currency,
  PaymentTermsDays: r.paymentTermsDays,
  TaxRegistration: r.taxRegistration,
  LesseeName: r.lesseeName,
  SiteCount: Number(r.siteCount),
  ProfileLineCount: Number(r.profileLineCount),
  IsActive: r.isActive,
  UpdatedAt: r.updatedAt.toISOString(),
});

/** One page of the organisation's clients. */
export const listClients = (db: Db, orgId: number, query: ListQuery): Promise<ListReply<ClientListRow>> => {
  const plan = planList(CLIENT_LIST, query, { orgId });
  return runListQuery(
    plan,
    {
      page: db
        .select({
          ...ROW,
          siteCount: siteCountSql,
          profileLineCount: profileLineCountSql,
          ...plan.cursorSelection,
        })
        .from(billingClients)
        .$dynamic(),
      count: db.select({ n: count() }).from(billingClients).$dynamic(),
    },
    toRow,
  );
};

/** One client of the organisation, or null; locked until the transaction ends when asked. */
export const readClient = async (
  db: Db | Tx,
  orgId: number,
  id: number,
  { lock = false } = {},
): Promise<ClientRecord | null> => {
  const query = db
    .select(ROW)
    .from(billingClients)
    .where(and(eq(billingClients.orgId, orgId), eq(billingClients.id, id)));
  const [row] = await (lock ? query.for("update", { of: billingClients }) : query);
  return row ?? null;
};

/** Whether another client of the organisation has this name, whatever its case. */
export const isClientNameTaken = async (
  tx: Tx,
  orgId: number,
  name: string,
  exceptId: number | null,
): Promise<boolean> => {
  const [row] = await tx
    .select({ id: billingClients.id })
    .from(billingClients)
    .where(
      and(
        eq(billingClients.orgId, orgId),
        sql`lower(${billingClients.name}) = lower(${name})`,
        exceptId === null ? undefined : ne(billingClients.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

export const insertClient = async (
  tx: Tx,
  orgId: number,
  columns: ClientColumns,
  at: Date,
): Promise<number> => {
  const [row] = await tx
    .insert(billingClients)
    .values({ ...columns, orgId, createdAt: at, updatedAt: at })
    .returning({ id: billingClients.id });
  return row!.id;
};

export const updateClient = async (
  tx: Tx,
  orgId: number,
  id: number,
  columns: ClientColumns,
  at: Date,
): Promise<void> => {
  await tx
    .update(billingClients)
    .set({ ...columns, updatedAt: at })
    .where(and(eq(billingClients.orgId, orgId), eq(billingClients.id, id)));
};
