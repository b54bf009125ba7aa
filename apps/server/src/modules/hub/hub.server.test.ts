import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import {
  AuditEntityType,
  HubClientMessage,
  HubEvent,
  type MessageReceivedPayload,
  type RecordChangedPayload,
} from "@fieldstead/domain";
import { LIMITS } from "../../config.ts";
import { tasks, tickets } from "../../db/schema/index.ts";
import { SESSION_COOKIE } from "../../plugins/auth.ts";
import { testBackends } from "../../test/test-databases.ts";
import {
  createTestApp,
  openTestDatabase,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "../../test/test-app.ts";
import { HUB_REFUSALS } from "../../plugins/hub-handshake.ts";
import { WATCH_REFUSALS, type WatchAck } from "./hub-socket.ts";
import {
  addressOf,
  connectHubClient,
  messagePayload,
  nextEvent,
  recordEvents,
  refusalOf,
} from "./hub.test-kit.ts";

describe.each(testBackends())("the real-time hub at /MessageHub on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let base: string;
  const sockets: Socket[] = [];
  const connect = async (...args: Parameters<typeof connectHubClient>) => {
    const socket = await connectHubClient(...args);
    sockets.push(socket);
    return socket;
  };
  const orgOf = async (signedIn: SignedIn) => (await t.ctx.tokens.verify(signedIn.token))!.org;
  const firstTaskOf = async (orgId: number) =>
    (await t.ctx.db.select({ id: tasks.id }).from(tasks).where(eq(tasks.orgId, orgId)).limit(1))[0]!.id;
  const changed = (SubjectType: string, SubjectId: number): RecordChangedPayload => ({
    Kind: "RecordChanged",
    SubjectType,
    SubjectId,
    EventType: "TaskStatusChanged",
  });

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = addressOf(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
    await db?.dispose();
  });

  it.each([
    ["the client's auth token", (s: SignedIn) => ({ auth: { token: s.token } })],
    ["an Authorization bearer", (s: SignedIn) => ({ extraHeaders: { authorization: `Bearer ${s.token}` } })],
    ["the session cookie", (s: SignedIn) => ({ extraHeaders: { cookie: `${SESSION_COOKIE}=${s.cookie}` } })],
  ])("accepts a tab signed in by %s, with no Origin", async (_how, options) => {
    const signedIn = await t.signIn("viewer@acme.example");
    const socket = await connect(base, options(signedIn));
    expect(socket.connected).toBe(true);
  });

  it("refuses a tab without a token, with a forged one, and with one whose session has ended", async () => {
    expect(await refusalOf(base)).toBe(HUB_REFUSALS.noToken);
    const signedIn = await t.signIn("viewer@acme.example");
    const forged = `${signedIn.token.slice(0, -4)}AAAA`;
    expect(await refusalOf(base, { auth: { token: forged } })).toBe(HUB_REFUSALS.badToken);
    expect((await t.call("GET", "/api/Login/Logout", { token: signedIn.token })).statusCode).toBe(200);
    expect(await refusalOf(base, { auth: { token: signedIn.token } })).toBe(HUB_REFUSALS.sessionEnded);
  });

  it.each([["websocket"], ["polling"]])(
    "refuses a page of a foreign origin over %s and accepts the portal's own",
    async (transport) => {
      const { token } = await t.signIn("viewer@acme.example");
      const from = (origin: string) => ({
        auth: { token },
        transports: [transport],
        extraHeaders: { origin },
      });
      await expect(connectHubClient(base, from("https://attacker.example"))).rejects.toThrow();
      await expect(connectHubClient(base, from("null"))).rejects.toThrow();
      const own = await connect(base, from(base));
      expect(own.connected).toBe(true);
    },
  );

  it("sends MessageReceived to every open tab of that user and to nobody else", async () => {
    const tech = await t.signIn("tech@acme.example");
    const viewer = await t.signIn("viewer@acme.example");
    const viewerAgain = await t.signIn("viewer@acme.example");
    const techTabs = await Promise.all([1, 2].map(() => connect(base, { auth: { token: tech.token } })));
    const viewerTabs = [
      await connect(base, { auth: { token: viewer.token } }),
      await connect(base, { auth: { token: viewerAgain.token } }),
    ];
    const heardByViewer = viewerTabs.map(recordEvents);

    const arriving = techTabs.map((s) => nextEvent<MessageReceivedPayload>(s, HubEvent.MessageReceived));
    t.ctx.hub.messageReceived(tech.record.EmployeeId, messagePayload(501, 3));
    for (const payload of await Promise.all(arriving)) {
      expect(payload.Notification.NotificationGridId).toBe(501);
      expect(payload.UnreadNotifs).toBe(3);
    }
    // The viewer's tabs hear their own message next, and nothing before it.
    const viewerArriving = viewerTabs.map((s) => nextEvent(s, HubEvent.MessageReceived));
    t.ctx.hub.messageReceived(viewer.record.EmployeeId, messagePayload(502));
    await Promise.all(viewerArriving);
    for (const heard of heardByViewer)
      expect(heard.map((e) => (e.payload as MessageReceivedPayload).Notification.NotificationGridId)).toEqual(
        [502],
      );
  });

  it("sends ChangeDetected for a watched record of the user's organisation, never another organisation's", async () => {
    const admin = await t.signIn("admin@acme.example");
    const globex = await t.signIn("admin@globex.example");
    const [acmeOrg, globexOrg] = [await orgOf(admin), await orgOf(globex)];
    const [ownTask, foreignTask] = [await firstTaskOf(acmeOrg), await firstTaskOf(globexOrg)];
    const socket = await connect(base, { auth: { token: admin.token } });
    const heard = recordEvents(socket);
    const watch = (body: unknown) => socket.emitWithAck(HubClientMessage.Watch, body) as Promise<WatchAck>;

    expect(await watch({ SubjectType: "Task", SubjectId: ownTask })).toEqual({ ok: true });
    expect(await watch({ SubjectType: AuditEntityType.Task, SubjectId: foreignTask })).toEqual({
      ok: false,
      message: WATCH_REFUSALS.notFound,
    });
    expect(await watch({ SubjectType: "Lease", SubjectId: ownTask })).toEqual({
      ok: false,
      message: WATCH_REFUSALS.unknownType,
    });
    expect(await watch({ SubjectType: "Task" })).toEqual({ ok: false, message: WATCH_REFUSALS.invalid });

    t.ctx.hub.recordChanged(globexOrg, changed(AuditEntityType.Task, foreignTask));
    t.ctx.hub.recordChanged(acmeOrg, changed(AuditEntityType.Task, ownTask + 1_000_000));
    const arriving = nextEvent<RecordChangedPayload>(socket, HubEvent.ChangeDetected);
    t.ctx.hub.recordChanged(acmeOrg, changed(AuditEntityType.Task, ownTask));
    expect(await arriving).toEqual(changed(AuditEntityType.Task, ownTask));
    expect(heard).toHaveLength(1);

    // After Unwatch the record's changes no longer arrive; another watched record's still do.
    const [ticket] = await t.ctx.db
      .select({ id: tickets.id })
      .from(tickets)
      .where(eq(tickets.orgId, acmeOrg))
      .limit(1);
    expect(await watch({ SubjectType: "ticket", SubjectId: ticket!.id })).toEqual({ ok: true });
    expect(
      await socket.emitWithAck(HubClientMessage.Unwatch, { SubjectType: "Task", SubjectId: ownTask }),
    ).toEqual({ ok: true });
    t.ctx.hub.recordChanged(acmeOrg, changed(AuditEntityType.Task, ownTask));
    const ticketArriving = nextEvent(socket, HubEvent.ChangeDetected);
    t.ctx.hub.recordChanged(acmeOrg, changed(AuditEntityType.Ticket, ticket!.id));
    expect(await ticketArriving).toEqual(changed(AuditEntityType.Ticket, ticket!.id));
    expect(heard.map((e) => (e.payload as RecordChangedPayload).SubjectType)).toEqual(["task", "ticket"]);
  });

  it("disconnects a tab at once when its user signs out, and only that session's tabs", async () => {
    const leaving = await t.signIn("manager@acme.example");
    const staying = await t.signIn("manager@acme.example");
    const leavingTab = await connect(base, { auth: { token: leaving.token } });
    const stayingTab = await connect(base, { auth: { token: staying.token } });
    const gone = nextEvent<string>(leavingTab, "disconnect");
    expect((await t.call("GET", "/api/Login/Logout", { token: leaving.token })).statusCode).toBe(200);
    expect(await gone).toBe("io server disconnect");
    expect(stayingTab.connected).toBe(true);
  });

  it("disconnects every tab of a user whose sessions are revoked", async () => {
    const lease = await t.signIn("lease@acme.example");
    const tabs = await Promise.all([1, 2].map(() => connect(base, { auth: { token: lease.token } })));
    const gone = tabs.map((s) => nextEvent<string>(s, "disconnect"));
    await t.ctx.sessions.revoke({ employeeId: lease.record.EmployeeId }, "disabled");
    expect(await Promise.all(gone)).toEqual(["io server disconnect", "io server disconnect"]);
  });

  it("closes the tabs of the sessions it is asked to close, and no others", async () => {
    const first = await t.signIn("viewer@acme.example");
    const second = await t.signIn("viewer@acme.example");
    const closing = await connect(base, { auth: { token: first.token } });
    const staying = await connect(base, { auth: { token: second.token } });
    const gone = nextEvent<string>(closing, "disconnect");
    t.ctx.hub.disconnectSessions([(await t.ctx.tokens.verify(first.token))!.sid]);
    expect(await gone).toBe("io server disconnect");
    expect(staying.connected).toBe(true);
  });

  it("tells the tabs of a user whose role changed before the revocation that follows disconnects them", async () => {
    const tech = await t.signIn("tech@acme.example");
    const tabs = await Promise.all([1, 2].map(() => connect(base, { auth: { token: tech.token } })));
    const heard = tabs.map(recordEvents);
    const gone = tabs.map((s) => nextEvent(s, "disconnect"));
    const payload = {
      Kind: "RoleChanged" as const,
      clientId: tech.record.RoleId,
      employeeId: tech.record.EmployeeId,
    };
    await t.ctx.hub.roleChanged(tech.record.EmployeeId, payload);
    await t.ctx.sessions.revoke({ employeeId: tech.record.EmployeeId }, "role changed");
    await Promise.all(gone);
    for (const events of heard)
      expect(events).toEqual([
        { name: HubEvent.ChangeDetected, payload },
        { name: "disconnect", payload: "io server disconnect" },
      ]);
  });

  it("closes with tabs still connected, and the tabs are told", async () => {
    const other = await createTestApp(db.database);
    await other.app.listen({ port: 0, host: "127.0.0.1" });
    const { token } = await other.signIn("viewer@acme.example");
    const socket = await connect(addressOf(other.app), { auth: { token } });
    const gone = nextEvent<string>(socket, "disconnect");
    const started = performance.now();
    await other.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(await gone).toBe("io server disconnect");
  });
});

describe("the hub over long polling (where WebSockets are blocked)", () => {
  let db: TestDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await openTestDatabase("pglite");
    t = await createTestApp(db.database);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("keeps a quiet tab connected past the server's idle-connection limit", async () => {
    const tech = await t.signIn("tech@acme.example");
    const socket = await connectHubClient(addressOf(t.app), {
      auth: { token: tech.token },
      transports: ["polling"],
    });
    const heard = recordEvents(socket);
    await new Promise((resolve) => setTimeout(resolve, LIMITS.connectionTimeoutMs + 1_500));
    const arriving = nextEvent(socket, HubEvent.MessageReceived);
    t.ctx.hub.messageReceived(tech.record.EmployeeId, messagePayload(601));
    await arriving;
    expect(heard.map((e) => e.name)).toEqual([HubEvent.MessageReceived]);
    socket.close();
  });
});
