import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Socket } from "socket.io-client";
import {
  HubEvent,
  type ListReply,
  type MessageReceivedPayload,
  type RoleChangedPayload,
  type TaskDetail,
  type TaskListRow,
} from "@fieldstead/domain";
import { DEMO_PASSWORD } from "../seed/demo.seed.ts";
import {
  addressOf,
  connectHubClient,
  messagePayload,
  nextEvent,
  recordEvents,
} from "../modules/hub/hub.test-kit.ts";
import { createDatabase, databaseUrl, dropDatabase, uniqueName } from "./test-databases.ts";
import { createTestApp, openTestDatabase, type TestApp, type TestDatabase } from "./test-app.ts";
import { freePort, startServerProcess, stopServerProcess, type ServerProcess } from "./server-process.ts";

const redisUrl = process.env.TEST_REDIS_URL;
const baseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(baseUrl && redisUrl)("the hub on two instances sharing PostgreSQL and Redis", () => {
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const sockets: Socket[] = [];
  const connect = async (app: TestApp, token: string) => {
    const socket = await connectHubClient(addressOf(app.app), { auth: { token } });
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    db = await openTestDatabase("postgres");
    // A prefix of its own, so runs and files never share messages.
    const redisKeyPrefix = `fieldstead-test:${uniqueName("hub")}:`;
    a = await createTestApp(db.database, { config: { redisUrl, redisKeyPrefix } });
    b = await createTestApp(db.database, { config: { redisUrl, redisKeyPrefix } });
    await a.app.listen({ port: 0, host: "127.0.0.1" });
    await b.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await a?.close();
    await b?.close();
    await db?.dispose();
  });

  it("delivers MessageReceived raised on B to the user's tab on A, and to no one else", async () => {
    const tech = await a.signIn("tech@acme.example");
    const viewer = await a.signIn("viewer@acme.example");
    const techTab = await connect(a, tech.token);
    const viewerHeard = recordEvents(await connect(b, viewer.token));
    const arriving = nextEvent<MessageReceivedPayload>(techTab, HubEvent.MessageReceived);
    b.ctx.hub.messageReceived(tech.record.EmployeeId, messagePayload(701, 4));
    expect(await arriving).toEqual(messagePayload(701, 4));
    expect(viewerHeard).toEqual([]);
  });

  it("disconnects a tab on B at once when its session is revoked on A", async () => {
    const manager = await a.signIn("manager@acme.example");
    const tab = await connect(b, manager.token);
    const gone = nextEvent<string>(tab, "disconnect");
    expect((await a.call("GET", "/api/Login/Logout", { token: manager.token })).statusCode).toBe(200);
    expect(await gone).toBe("io server disconnect");
  });

  it("closes a session's tab on B when A is asked to close that session", async () => {
    const viewer = await b.signIn("viewer@acme.example");
    const tab = await connect(b, viewer.token);
    const gone = nextEvent<string>(tab, "disconnect");
    a.ctx.hub.disconnectSessions([(await a.ctx.tokens.verify(viewer.token))!.sid]);
    expect(await gone).toBe("io server disconnect");
  });

  it("tells a tab of a role change once, on the instance that raised it too", async () => {
    const tech = await a.signIn("tech@acme.example");
    const heard = recordEvents(await connect(a, tech.token));
    const payload: RoleChangedPayload = {
      Kind: "RoleChanged",
      clientId: tech.record.RoleId,
      employeeId: tech.record.EmployeeId,
    };
    await a.ctx.hub.roleChanged(tech.record.EmployeeId, payload);
    // Long enough for Redis to hand the message back to the instance that sent it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(heard).toEqual([{ name: HubEvent.ChangeDetected, payload }]);
  });

  it("tells a tab on B of a role change made on A before the revocation that follows disconnects it", async () => {
    const lease = await b.signIn("lease@acme.example");
    const tab = await connect(b, lease.token);
    const heard = recordEvents(tab);
    const gone = nextEvent(tab, "disconnect");
    const payload: RoleChangedPayload = {
      Kind: "RoleChanged",
      clientId: lease.record.RoleId,
      employeeId: lease.record.EmployeeId,
    };
    await a.ctx.hub.roleChanged(lease.record.EmployeeId, payload);
    await a.ctx.sessions.revoke({ employeeId: lease.record.EmployeeId }, "role changed");
    await gone;
    expect(heard).toEqual([
      { name: HubEvent.ChangeDetected, payload },
      { name: "disconnect", payload: "io server disconnect" },
    ]);
  });
});

describe.runIf(baseUrl && redisUrl)("two API processes behind one PostgreSQL database and Redis", () => {
  const name = uniqueName("fs_hub_procs");
  const dataDir = mkdtempSync(join(tmpdir(), "fs-hub-procs-"));
  let instanceA: ServerProcess | undefined;
  let instanceB: ServerProcess | undefined;
  let socket: Socket | undefined;

  const call = async <T>(base: string, path: string, token: string | null, body?: unknown): Promise<T> => {
    const res = await fetch(`${base}${path}`, {
      method: body === undefined ? "GET" : "POST",
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) {
      // The servers' own log says why.
      const logs = [instanceA, instanceB].map((p) => p?.output().slice(-4_000)).join("\n");
      throw new Error(`${path} answered ${res.status}: ${await res.text()}\n${logs}`);
    }
    return (await res.json()) as T;
  };
  const signIn = async (base: string, email: string) =>
    (await call<{ Token: string }>(base, "/api/Login", null, { email, password: DEMO_PASSWORD })).Token;

  beforeAll(async () => {
    await createDatabase(baseUrl!, name);
    const env = {
      DATABASE_URL: databaseUrl(baseUrl!, name),
      SEED_DEMO: "true",
      REDIS_URL: redisUrl!,
      REDIS_KEY_PREFIX: `fieldstead-test:${name}:`,
      JWT_SECRET: randomBytes(32).toString("hex"),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: "/nonexistent",
      LOG_LEVEL: "warn",
    };
    // One after the other: the first migrates and seeds the fresh database, the second finds it ready.
    instanceA = await startServerProcess({ ...env, PORT: String(await freePort()) });
    instanceB = await startServerProcess({ ...env, PORT: String(await freePort()) });
  }, 180_000);
  afterAll(async () => {
    socket?.close();
    await Promise.all([stopServerProcess(instanceA), stopServerProcess(instanceB)]);
    await dropDatabase(baseUrl!, name);
    rmSync(dataDir, { recursive: true, force: true });
  }, 60_000);

  it("a technician connected to A hears MessageReceived for a status move the admin makes on B", async () => {
    const [a, b] = [instanceA!.base, instanceB!.base];
    const techToken = await signIn(a, "tech@acme.example");
    const adminToken = await signIn(b, "admin@acme.example");
    socket = await connectHubClient(a, { auth: { token: techToken } });

    const mine = await call<ListReply<TaskListRow>>(a, "/api/Task/GetTaskList", techToken, {
      Scope: "Mine",
      PageSize: 100,
    });
    let chosen: { task: TaskDetail; to: number } | undefined;
    for (const row of mine.Rows) {
      const task = await call<TaskDetail>(b, `/api/Task/GetTask?Id=${row.Id}`, adminToken);
      const [move] = task.AllowedMoves;
      if (move) {
        chosen = { task, to: move.ToStatusId };
        break;
      }
    }
    expect(chosen, "a work order of the technician's that the admin may move").toBeDefined();

    const arriving = nextEvent<MessageReceivedPayload>(socket, HubEvent.MessageReceived, 15_000);
    await call(b, "/api/Task/ChangeStatus", adminToken, { TaskId: chosen!.task.Id, ToStatusId: chosen!.to });
    const { Notification, UnreadNotifs } = await arriving;
    expect(Notification.BodyText).toContain(chosen!.task.WorkOrderNumber);
    expect(UnreadNotifs).toBeGreaterThan(0);
    const unread = await call<{ UnreadNotifs: number }>(
      a,
      "/api/NotificationEngine/FetchUnreadNotificationCount",
      techToken,
      {},
    );
    expect(unread.UnreadNotifs).toBe(UnreadNotifs);
  });
});
