import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { GetErrorLogsQuery, LogEntryLevelValue, LogProperties } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { clientLogs, employees } from "../../db/schema/index.ts";

export type NewClientLog = {
  orgId: number;
  employeeId: number;
  level: LogEntryLevelValue;
  source: string;
  message: string;
  properties: LogProperties;
  exception: string | null;
  loggedAt: Date;
  receivedAt: Date;
};

/** Stores a whole batch in one statement: either every entry is kept or none. */
export const insertClientLogs = async (db: Db, rows: NewClientLog[]): Promise<number> => {
  const inserted = await db.insert(clientLogs).values(rows).returning({ id: clientLogs.id });
  return inserted.length;
};

/** LIKE treats %, _ and \ specially; a search for them means the characters themselves. */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const filtersOf = (orgId: number, query: GetErrorLogsQuery): SQL => {
  const conditions: (SQL | undefined)[] = [eq(clientLogs.orgId, orgId)];
  if (query.Level) conditions.push(eq(clientLogs.level, query.Level));
  if (query.Source) conditions.push(eq(clientLogs.source, query.Source));
  if (query.From) conditions.push(gte(clientLogs.receivedAt, new Date(query.From)));
  if (query.To) conditions.push(lt(clientLogs.receivedAt, new Date(query.To)));
  const text = query.Text?.trim();
  if (text) {
    const pattern = containsPattern(text);
    conditions.push(
      or(
        ilike(clientLogs.message, pattern),
        ilike(clientLogs.source, pattern),
        ilike(clientLogs.exception, pattern),
        sql`${clientLogs.properties}->>'url' ilike ${pattern}`,
      ),
    );
  }
  return and(...conditions)!;
};

export type ClientLogRow = {
  id: number;
  level: LogEntryLevelValue;
  source: string;
  message: string;
  exception: string | null;
  properties: LogProperties;
  loggedAt: Date;
  receivedAt: Date;
  employeeId: number | null;
  firstName: string | null;
  lastName: string | null;
};

/** One page of an organisation's log, newest received first, with the number of matching entries. */
export const listClientLogs = async (
  db: Db,
  orgId: number,
  query: GetErrorLogsQuery,
): Promise<{ rows: ClientLogRow[]; total: number }> => {
  const where = filtersOf(orgId, query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: clientLogs.id,
        level: clientLogs.level,
        source: clientLogs.source,
        message: clientLogs.message,
        exception: clientLogs.exception,
        properties: clientLogs.properties,
        loggedAt: clientLogs.loggedAt,
        receivedAt: clientLogs.receivedAt,
        employeeId: clientLogs.employeeId,
        firstName: employees.firstName,
        lastName: employees.lastName,
      })
      .from(clientLogs)
      .leftJoin(employees, and(eq(employees.id, clientLogs.employeeId), eq(employees.orgId, orgId)))
      .where(where)
      .orderBy(desc(clientLogs.receivedAt), desc(clientLogs.id))
      .limit(query.PageSize)
      .offset((query.PageNumber - 1) * query.PageSize),
    db.select({ total: count() }).from(clientLogs).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};
