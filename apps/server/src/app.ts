import Fastify, { type FastifyInstance } from "fastify";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyMultipart from "@fastify/multipart";
import { UPLOAD_MAX_FILE_BYTES, UPLOAD_MAX_FILES } from "@fieldstead/domain";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Logger } from "pino";
import { LIMITS, type Config } from "./config.ts";
import type { AppContext } from "./context.ts";
import type { Database } from "./db/client.ts";
import { createBus, type Bus } from "./lib/bus.ts";
import { silentHub } from "./modules/hub/hub.ts";
import { attachHub } from "./modules/hub/hub.server.ts";
import { openStorage } from "./lib/storage/open-storage.ts";
import type { FileStorage } from "./lib/storage/storage.ts";
import { resolveSigningKey } from "./lib/secrets.ts";
import { RevocationEpoch } from "./lib/revocation-epoch.ts";
import { createMemoryCounter } from "./modules/auth/login-limiter.ts";
import { createRedisCounter } from "./modules/auth/login-limiter.redis.ts";
import { SessionStore } from "./plugins/session-store.ts";
import { createTokenService } from "./plugins/tokens.ts";
import { PermissionsService } from "./modules/permissions/permissions.service.ts";
import { ensureDemoFiles } from "./modules/documents/demo-files.service.ts";
import { attachNotificationEngine } from "./modules/notifications/notification-engine.plugin.ts";
import { attachRollupFolding } from "./modules/analytics/dashboard-rollups-fold.ts";
import { carouselFrameSources } from "./modules/analytics/carousel/carousel-frames.ts";
import { healthModule } from "./modules/health/index.ts";
import { authModule } from "./modules/auth/index.ts";
import { permissionsModule } from "./modules/permissions/index.ts";
import { employeesModule } from "./modules/employees/index.ts";
import { dashboardModule } from "./modules/dashboard/index.ts";
import { shellModule } from "./modules/shell/index.ts";
import { helpModule } from "./modules/help/index.ts";
import { assistantModule } from "./modules/assistant/index.ts";
import { ssoModule } from "./modules/sso/index.ts";
import { logsModule } from "./modules/logs/index.ts";
import { assetsModule } from "./modules/assets/index.ts";
import { locationsModule } from "./modules/locations/index.ts";
import { searchModule } from "./modules/search/index.ts";
import { documentsModule } from "./modules/documents/index.ts";
import { exportsModule } from "./modules/exports/index.ts";
import { importsModule } from "./modules/imports/index.ts";
import { tasksModule } from "./modules/tasks/index.ts";
import { projectsModule } from "./modules/projects/index.ts";
import { ticketsModule } from "./modules/tickets/index.ts";
import { leasesModule } from "./modules/leases/index.ts";
import { billingModule } from "./modules/billing/index.ts";
import { formsModule } from "./modules/forms/index.ts";
import { notificationsModule } from "./modules/notifications/index.ts";
import { analyticsModule } from "./modules/analytics/index.ts";
import { identityModule } from "./modules/identity/index.ts";
import { createMailer } from "./modules/identity/mail/mailer.ts";
import { createEncryption } from "./modules/identity/encryption/encryption.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { fileResponsesPlugin } from "./plugins/file-responses.ts";
import { webPlugin } from "./plugins/web.ts";
import { AccessLogController } from "./lib/access-log.ts";
import { createLogger } from "./lib/logger.ts";
import { createWorkerPool } from "./lib/workers/worker-pool.ts";

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: Logger;
  now?: () => Date;
  bus?: Bus;
  /** Files storage (default: the one the configuration names). */
  storage?: FileStorage;
  webDistDir?: string;
};

export type BuiltApp = { app: FastifyInstance; ctx: AppContext };

/** Builds the Fastify instance: cross-cutting plugins first, then every module's routes. */
export const buildApp = async (options: BuildAppOptions): Promise<BuiltApp> => {
  const { config, database } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const epoch = new RevocationEpoch(database.db, {
    readEveryMs: LIMITS.revocationEpochReadEveryMs,
    trustMs: LIMITS.cacheTrustMs,
  });
  const bus =
    options.bus ??
    (await createBus({
      redisUrl: config.redisUrl,
      prefix: config.redisKeyPrefix,
      logger,
      onReconnect: () => epoch.dropCaches(),
    }));
  const now = options.now ?? (() => new Date());
  const memoryCounter = createMemoryCounter(LIMITS.loginWindowMs, () => now().getTime());
  const loginFailures = config.redisUrl
    ? await createRedisCounter({
        url: config.redisUrl,
        windowMs: LIMITS.loginWindowMs,
        keyPrefix: config.redisKeyPrefix,
        fallback: memoryCounter,
        logger,
      })
    : memoryCounter;
  const ctx: AppContext = {
    config,
    db: database.db,
    bus,
    logger,
    tokens: createTokenService(await resolveSigningKey(database.db, config.jwtSecret), now),
    sessions: new SessionStore(database.db, bus, epoch, now),
    loginFailures,
    permissions: new PermissionsService(database.db, bus, epoch),
    hub: silentHub,
    storage: options.storage ?? openStorage(config.storage),
    workers: createWorkerPool(logger),
    mail: createMailer(database.db, config.mail, logger),
    encryption: createEncryption(database.db, config.encryptionKey),
    contracts: [],
    routes: [],
    now,
  };

  // Typed as the plain instance the plugins and modules expect (the pino logger type is wider).
  const app = Fastify({
    loggerInstance: logger,
    requestTimeout: LIMITS.requestTimeoutMs,
    connectionTimeout: LIMITS.connectionTimeoutMs,
    keepAliveTimeout: LIMITS.keepAliveTimeoutMs,
    bodyLimit: LIMITS.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // One line per request, at debug unless it was slow or failed.
    logController: new AccessLogController(),
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }) as unknown as FastifyInstance;
  // Every API route must be registered from a contract (and so carry an access rule); docs are public.
  app.addHook("onRoute", (route) => {
    const url = route.url.toLowerCase();
    if (url.startsWith("/api/") && !url.startsWith("/api/docs") && !route.config?.access) {
      throw new Error(`route ${route.method} ${route.url} has no access rule`);
    }
    ctx.routes.push({ method: String(route.method), url: route.url });
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body is "no body", not an error; anything else is parsed strictly.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    parseJson(request, text, done);
  });

  await app.register(errorHandlerPlugin);
  await app.register(fastifyCookie);
  // Uploads (portal-platform §9): 50 MB a file, 10 files at a time; the upload service reads the parts.
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_MAX_FILE_BYTES, files: UPLOAD_MAX_FILES, fields: 20, parts: 40 },
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        connectSrc: ["'self'", "ws:", "wss:"],
        // The app's page also frames its organisation's external carousel entries (plugins/web.ts).
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    frameguard: { action: "sameorigin" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
    // Both make Chromium open the page in a fresh renderer process on a cold load (about 80 ms before the first
    // byte of script runs): the portal neither opens nor is opened by other sites' windows, and its frames
    // are governed by frame-ancestors and frame-src above (docs/decisions.md, "Security headers and speed").
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    hsts: false,
  });
  // Files (downloads, exports, labels) are never sniffed, open sandboxed, and show inline only when safe.
  await app.register(fileResponsesPlugin);
  // Answers of the API are never cached; the web app's files set their own caching (plugins/web.ts).
  // A stored login-database header (DatabaseName) is ignored: this server has one database.
  app.addHook("onRequest", async (request, reply) => {
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Fieldstead API",
        version: "1.0.0",
        description: "Every call of the Fieldstead portal.",
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          cookieAuth: { type: "apiKey", in: "cookie", name: "fieldstead_session" },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: "/api/docs", staticCSP: true });

  // Domain events become notifications: after each successful change, on a poll, and at start.
  attachNotificationEngine(app, ctx);
  // The dashboards' counters are written in shards (no writer waits for another) and folded now and then.
  attachRollupFolding(app, ctx);

  // Every module through its front door (modules/<name>/index.ts).
  for (const registerModule of [
    healthModule,
    authModule,
    permissionsModule,
    employeesModule,
    dashboardModule,
    shellModule,
    helpModule,
    assistantModule,
    ssoModule,
    logsModule,
    assetsModule,
    locationsModule,
    searchModule,
    documentsModule,
    exportsModule,
    importsModule,
    tasksModule,
    projectsModule,
    ticketsModule,
    leasesModule,
    billingModule,
    formsModule,
    notificationsModule,
    analyticsModule,
    identityModule,
  ]) {
    await registerModule(app, ctx);
  }
  ctx.hub = await attachHub(app, ctx);
  // Before the HTTP server closes: it waits for every connection, the hub's open sockets included.
  app.addHook("preClose", async () => {
    await ctx.hub.close();
  });
  // The demo data's documents point at shared sample files: written once, when storage lacks them.
  await ensureDemoFiles(ctx);
  await webPlugin(app, {
    ...(options.webDistDir ? { distDir: options.webDistDir } : {}),
    frameSources: carouselFrameSources(ctx),
  });

  app.addHook("onClose", async () => {
    await Promise.allSettled([
      ctx.workers.close(),
      ctx.mail.close(),
      loginFailures.close(),
      options.bus ? Promise.resolve() : bus.close(),
      options.storage ? Promise.resolve() : ctx.storage.close(),
    ]);
  });
  return { app, ctx };
};
