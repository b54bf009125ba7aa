import { and, asc, eq, ne } from "drizzle-orm";
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import {
  AuditEntityType,
  type CreateTicketInput,
  type HistoryReply,
  type TicketDetail,
  type TicketWriteReply,
} from "@fieldstead/domain";
import { assets, locations } from "../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  signInAccounts,
  type TestApp,
  type TestDatabase,
  type TestPerson,
} from "../../test/test-app.ts";
import { TEST_NOW, TestClock } from "../../test/test-clock.ts";
import type { Backend } from "../../test/test-databases.ts";
import { readEvents } from "../audit/audit.service.ts";

const ACCOUNTS = {
  admin: "admin@acme.example",
  manager: "manager@acme.example",
  tech: "tech@acme.example",
  viewer: "viewer@acme.example",
  globex: "admin@globex.example",
} as const;
export type Who = keyof typeof ACCOUNTS;

type Person = TestPerson;

export type TicketsTestKit = {
  t: TestApp;
  who: Record<Who, Person>;
  /** GET with a query, POST with a body, under /api/Ticket/. */
  call(
    who: Who,
    action: string,
    options?: { body?: unknown; query?: Record<string, string | number> },
  ): Promise<LightMyRequestResponse>;
  /** The reply's JSON after checking its status (200 unless told). */
  ok<T>(res: Promise<LightMyRequestResponse>, status?: number): Promise<T>;
  /** A new open ticket reported by `who` (the technician unless told). */
  report(body?: Partial<CreateTicketInput>, who?: Who): Promise<TicketDetail>;
  read(id: number): Promise<TicketDetail>;
  history(id: number): Promise<HistoryReply>;
  /** The domain events recorded about a record of Acme. */
  events(subjectType: "ticket" | "task", id: number): ReturnType<typeof readEvents>;
  /** A location and an asset (elsewhere) of each organisation. */
  acme: { locationId: number; locationName: string; assetId: number; assetLocationId: number };
  globex: { locationId: number; assetId: number };
  close(): Promise<void>;
};

const placesOf = async (t: TestApp, orgId: number) => {
  const [place] = await t.ctx.db
    .select({ id: locations.id, name: locations.name })
    .from(locations)
    .where(eq(locations.orgId, orgId))
    .orderBy(asc(locations.id))
    .limit(1);
  const [asset] = await t.ctx.db
    .select({ id: assets.id, locationId: assets.locationId })
    .from(assets)
    .where(and(eq(assets.orgId, orgId), ne(assets.locationId, place!.id)))
    .orderBy(asc(assets.id))
    .limit(1);
  return {
    locationId: place!.id,
    locationName: place!.name,
    assetId: asset!.id,
    assetLocationId: asset!.locationId!,
  };
};

let reported = 0;

export const openTicketsTestKit = async (backend: Backend): Promise<TicketsTestKit> => {
  const db: TestDatabase = await openTestDatabase(backend);
  // The seed's "now": the demo's tickets are numbered in its year, and new ones go on from them.
  const t = await createTestApp(db.database, { clock: new TestClock(TEST_NOW) });
  const who = await signInAccounts(t, ACCOUNTS);
  const call: TicketsTestKit["call"] = (w, action, { body, query } = {}) => {
    const search = query
      ? `?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : "";
    return t.call(query ? "GET" : "POST", `/api/Ticket/${action}${search}`, {
      token: who[w].token,
      ...(body === undefined ? {} : { body }),
    });
  };
  const ok = async <T>(res: Promise<LightMyRequestResponse>, status = 200) => {
    const answered = await res;
    expect(answered.statusCode, answered.body).toBe(status);
    return answered.json() as T;
  };
  const acme = await placesOf(t, who.admin.orgId);
  const globex = await placesOf(t, who.globex.orgId);
  return {
    t,
    who,
    call,
    ok,
    report: async (body = {}, w = "tech") => {
      reported += 1;
      const reply = await ok<TicketWriteReply>(
        call(w, "CreateTicket", {
          body: { Title: `Reported problem ${reported}`, LocationId: acme.locationId, ...body },
        }),
      );
      return reply.Ticket;
    },
    read: (id) => ok<TicketDetail>(call("admin", "GetTicket", { query: { Id: id } })),
    history: (id) => ok<HistoryReply>(call("admin", "GetTicketHistory", { query: { Id: id } })),
    events: (subjectType, id) =>
      readEvents(
        t.ctx.db,
        who.admin.orgId,
        subjectType === "ticket" ? AuditEntityType.Ticket : AuditEntityType.Task,
        id,
      ),
    acme: {
      locationId: acme.locationId,
      locationName: acme.locationName,
      assetId: acme.assetId,
      assetLocationId: acme.assetLocationId,
    },
    globex: { locationId: globex.locationId, assetId: globex.assetId },
    close: async () => {
      await t.close();
      await db.dispose();
    },
  };
};

/** The field names of a refusal. */
export const fieldsOf = (res: LightMyRequestResponse): string[] =>
  ((res.json() as { fields?: { field: string }[] }).fields ?? []).map((f) => f.field);
