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
import { createMemoryCounter, createRedisCounter } from "./modules/auth/login-limiter.ts";
import { SessionStore } from "./modules/auth/session-store.ts";
import { createTokenService } from "./modules/auth/tokens.ts";
import { PermissionsService } from "./modules/permissions/permissions.service.ts";
import { authRoutes } from "./modules/auth/auth.routes.ts";
import { permissionsRoutes } from "./modules/permissions/permissions.routes.ts";
import { employeesRoutes } from "./modules/employees/employees.routes.ts";
import { profileRoutes } from "./modules/employees/profile.routes.ts";
import { userAdminRoutes } from "./modules/employees/user-admin.routes.ts";
import { healthRoutes } from "./modules/health/health.routes.ts";
import { dashboardRoutes } from "./modules/dashboard/dashboard.routes.ts";
import { shellRoutes } from "./modules/shell/shell.routes.ts";
import { helpRoutes } from "./modules/help/help.routes.ts";
import { assistantAskRoutes } from "./modules/assistant/assistant-ask.routes.ts";
import { assistantChatsRoutes } from "./modules/assistant/assistant-chats.routes.ts";
import { assistantHelpArticlesRoutes } from "./modules/assistant/assistant-help-articles.routes.ts";
import { ssoRoutes } from "./modules/sso/sso.routes.ts";
import { logsRoutes } from "./modules/logs/logs.routes.ts";
import { assetsRoutes } from "./modules/assets/assets.routes.ts";
import { assetCatalogueRoutes } from "./modules/assets/asset-catalogue.routes.ts";
import { assetMovesRoutes } from "./modules/assets/asset-moves.routes.ts";
import { materialRequestsRoutes } from "./modules/assets/material-requests.routes.ts";
import { warehouseRoutes } from "./modules/assets/warehouse.routes.ts";
import { locationsRoutes } from "./modules/locations/locations.routes.ts";
import { searchRoutes } from "./modules/search/search.routes.ts";
import { importsRoutes } from "./modules/imports/imports.routes.ts";
import { documentsRoutes } from "./modules/documents/documents.routes.ts";
import { ensureDemoFiles } from "./modules/documents/demo-files.service.ts";
import { exportsRoutes } from "./modules/exports/exports.routes.ts";
import { tasksRoutes } from "./modules/tasks/tasks.routes.ts";
import { taskRecordsRoutes } from "./modules/tasks/task-records.routes.ts";
import { taskReviewRoutes } from "./modules/tasks/task-review.routes.ts";
import { taskLinksRoutes } from "./modules/tasks/task-links.routes.ts";
import { taskScheduleRoutes } from "./modules/tasks/task-schedule.routes.ts";
import { taskRecurrenceRoutes } from "./modules/tasks/task-recurrence.routes.ts";
import { projectsRoutes } from "./modules/projects/projects.routes.ts";
import { ticketsRoutes } from "./modules/tickets/tickets.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { notificationSettingsRoutes } from "./modules/notifications/notification-settings.routes.ts";
import { dashboardAnalyticsRoutes } from "./modules/analytics/dashboard-analytics.routes.ts";
import { attachNotificationEngine } from "./modules/notifications/notification-engine.plugin.ts";
import { embedDashboardRoutes } from "./modules/analytics/embed-dashboard.routes.ts";
import { carouselLinksRoutes } from "./modules/analytics/carousel-links.routes.ts";
import { advancedAnalyticsRoutes } from "./modules/analytics/advanced-analytics.routes.ts";
import { carouselFrameSources } from "./modules/analytics/carousel-frames.ts";
import { errorHandlerPlugin } from "./plugins/error-handler.ts";
import { webPlugin } from "./plugins/web.ts";
import { createLogger } from "./lib/logger.ts";

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
  const bus =
    options.bus ?? (await createBus({ redisUrl: config.redisUrl, prefix: config.redisKeyPrefix, logger }));
  const now = options.now ?? (() => new Date());
  const loginFailures = config.redisUrl
    ? await createRedisCounter(config.redisUrl, LIMITS.loginWindowMs, config.redisKeyPrefix)
    : createMemoryCounter(LIMITS.loginWindowMs, () => now().getTime());
  const ctx: AppContext = {
    config,
    db: database.db,
    bus,
    logger,
    tokens: createTokenService(await resolveSigningKey(database.db, config.jwtSecret), now),
    sessions: new SessionStore(database.db, bus, now),
    loginFailures,
    permissions: new PermissionsService(database.db, bus),
    hub: silentHub,
    storage: options.storage ?? openStorage(config.storage),
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
    trustProxy: false,
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
    hsts: false,
  });
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

  for (const routes of [
    healthRoutes,
    authRoutes,
    permissionsRoutes,
    employeesRoutes,
    profileRoutes,
    userAdminRoutes,
    dashboardRoutes,
    shellRoutes,
    helpRoutes,
    assistantAskRoutes,
    assistantChatsRoutes,
    assistantHelpArticlesRoutes,
    ssoRoutes,
    logsRoutes,
    assetsRoutes,
    assetCatalogueRoutes,
    assetMovesRoutes,
    materialRequestsRoutes,
    warehouseRoutes,
    locationsRoutes,
    searchRoutes,
    documentsRoutes,
    exportsRoutes,
    importsRoutes,
    tasksRoutes,
    taskRecordsRoutes,
    taskReviewRoutes,
    taskLinksRoutes,
    taskScheduleRoutes,
    taskRecurrenceRoutes,
    projectsRoutes,
    ticketsRoutes,
    notificationsRoutes,
    notificationSettingsRoutes,
    embedDashboardRoutes,
    carouselLinksRoutes,
    advancedAnalyticsRoutes,
    dashboardAnalyticsRoutes,
  ]) {
    await routes(app, ctx);
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
      loginFailures.close(),
      options.bus ? Promise.resolve() : bus.close(),
      options.storage ? Promise.resolve() : ctx.storage.close(),
    ]);
  });
  return { app, ctx };
};
