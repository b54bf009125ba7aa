import type { Logger } from "pino";
import type { Contract } from "@fieldstead/domain";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { Bus } from "./lib/bus.ts";
import type { FileStorage } from "./lib/storage/storage.ts";
import type { SessionStore } from "./plugins/session-store.ts";
import type { TokenService } from "./plugins/tokens.ts";
import type { AttemptCounter } from "./modules/auth/login-limiter.ts";
import type { PermissionsService } from "./modules/permissions/permissions.service.ts";
import type { Hub } from "./modules/hub/hub.ts";
import type { WorkerPool } from "./lib/workers/worker-pool.ts";
import type { Mailer } from "./modules/identity/mail/mailer.ts";
import type { Encryption } from "./modules/identity/encryption/encryption.ts";

/** What the modules share: built once in app.ts and handed to each module's routes. */
export type AppContext = {
  config: Config;
  db: Db;
  bus: Bus;
  logger: Logger;
  tokens: TokenService;
  sessions: SessionStore;
  /** Sign-in and password-check attempts; what stays counted are the failures. */
  loginFailures: AttemptCounter;
  permissions: PermissionsService;
  /** The real-time hub (/MessageHub); replaced by the attached Socket.IO hub once the server is built. */
  hub: Hub;
  /** Uploaded files and finished exports: local disk or S3-compatible storage. */
  storage: FileStorage;
  /** Worker threads for CPU-heavy work (imports, export rendering, zips), so requests never wait behind it. */
  workers: WorkerPool;
  /** Outgoing e-mail: kept in the outbox, and handed to the SMTP server when one is configured. */
  mail: Mailer;
  /** Authenticated encryption with the server's key (stored secrets, the encryption helpers). */
  encryption: Encryption;
  /** Every contract registered as a route, for the docs and the route-walk test. */
  contracts: Contract[];
  /** Every route Fastify registered. */
  routes: { method: string; url: string }[];
  now: () => Date;
};
