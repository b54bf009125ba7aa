import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

const boolFromEnv = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .optional()
  .transform((v) => v === "true" || v === "1" || v === "yes");

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8080),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SEED_DEMO: boolFromEnv,
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, "JWT_SECRET must be at least 32 characters").optional(),
  EMBED_SECRET: z.string().min(32, "EMBED_SECRET must be at least 32 characters").optional(),
  COOKIE_SECURE: boolFromEnv,
  // true, false, or the proxies' addresses and CIDR ranges (and proxy-addr's loopback, linklocal, uniquelocal).
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|yes|no|(?:loopback|linklocal|uniquelocal|[0-9A-Fa-f:.]*[:.][0-9A-Fa-f:.]*(?:\/\d{1,3})?)(?:\s*,\s*(?:loopback|linklocal|uniquelocal|[0-9A-Fa-f:.]*[:.][0-9A-Fa-f:.]*(?:\/\d{1,3})?))*)$/,
      "TRUST_PROXY is true, false, or proxy addresses and CIDR ranges separated by commas (a hop count is not accepted)",
    )
    .optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  COMPANY_NAME: z.string().default("Fieldstead"),
  DATABASE_NAME: z.string().default("fieldstead"),
  REDIS_KEY_PREFIX: z.string().default("fieldstead:"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  APP_ENV: z.enum(["production", "development"]).default("production"),
  CLIENT_LOGGING: z.enum(["true", "false", "1", "0", "yes", "no"]).default("true"),
  CLIENT_INFO_LOGS: boolFromEnv,
  HELP_URL: z.string().min(1).default("/#/help"),
  TERMS_URL: z.string().min(1).default("/#/terms"),
  POLICIES_URL: z.string().min(1).default("/#/terms"),
  CONTACT_US_URL: z.string().min(1).default("/#/help/contact"),
  HELPDESK_URL: z.string().min(1).default("/#/help"),
  AI_HELP_URL: z.string().min(1).default("/#/gen-ai"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  // S3-compatible object storage for uploads and exports; without S3_BUCKET files stay under DATA_DIR.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(["true", "false", "1", "0", "yes", "no"]).default("true"),
  S3_PREFIX: z.string().max(200).default(""),
  // The assistant: its name and model label, the help articles, and an optional language model.
  ASSISTANT_NAME: z.string().min(1).max(40).default("Athena"),
  ASSISTANT_MODEL: z.string().min(1).max(100).default("Fieldstead Help"),
  ASSISTANT_LLM_URL: z.url({ protocol: /^https?$/ }).optional(),
  ASSISTANT_LLM_MODEL: z.string().min(1).max(200).optional(),
  HELP_DIR: z.string().min(1).optional(),
  // E-mail: without SMTP_URL mails stay in the outbox administrators read in the portal.
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Fieldstead <no-reply@fieldstead.local>"),
  // The key of the encryption helpers and of stored secrets (32 bytes, base64); else one kept in the database.
  ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, "base64").length === 32, "ENCRYPTION_KEY must be 32 bytes in base64")
    .optional(),
});

/** The assistant (portal-shell §2.5): answers from the help articles, optionally phrased by a language model. */
export type AssistantConfig = {
  name: string;
  /** The label shown and sent as `model` with feedback. */
  model: string;
  /** The help articles' folder (default: the repository's docs/help). */
  helpDir: string;
  /** An OpenAI-compatible chat-completions endpoint and its model; both set, or no model is used. */
  llm: { url: string; model: string } | undefined;
};

const DEFAULT_HELP_DIR = fileURLToPath(new URL("../../../docs/help", import.meta.url));

/** Where uploaded files and finished exports are kept. */
export type StorageConfig =
  | { kind: "local"; dir: string }
  | {
      kind: "s3";
      bucket: string;
      endpoint: string | undefined;
      region: string;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
      prefix: string;
    };

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seedDemo: boolean;
  redisUrl: string | undefined;
  jwtSecret: string | undefined;
  /** The key that signs embedded-dashboard links; else one generated and kept in the database. */
  embedSecret: string | undefined;
  /** Mark the session cookie Secure always (else when PUBLIC_URL is https or the request came over HTTPS). */
  cookieSecure: boolean;
  /** Whose X-Forwarded-* headers are believed (Fastify's trustProxy): nobody, every peer, or these addresses. */
  trustProxy: boolean | string[];
  logLevel: string;
  companyName: string;
  databaseName: string;
  redisKeyPrefix: string;
  /** Where the built web app is served from (default apps/web/dist). */
  webDistDir: string | undefined;
  /** The address people reach the portal at (asset labels lead there); else each request's own address. */
  publicUrl: string | undefined;
  storage: StorageConfig;
  assistant: AssistantConfig;
  /** Outgoing e-mail: an SMTP server, or none (mails kept in the portal's outbox). */
  mail: { smtpUrl: string | undefined; from: string };
  /** The AES-256-GCM key (base64) of the encryption helpers; else one generated and kept in the database. */
  encryptionKey: string | undefined;
  /** What the web app is told at start (GET /api/shared/GetClientConfig). */
  client: {
    environment: "production" | "development";
    loggingEnabled: boolean;
    infoLogsEnabled: boolean;
    helpUrl: string;
    termsUrl: string;
    policiesUrl: string;
    contactUsUrl: string;
    helpdeskUrl: string;
    aiHelpUrl: string;
  };
};

/**
 * TRUST_PROXY as Fastify takes it. A hop count is not offered: Fastify cannot check the nearest peer with one
 * and trusts nobody for it.
 */
const trustProxyOf = (value: string | undefined): Config["trustProxy"] => {
  if (value === undefined || value === "false" || value === "no") return false;
  if (value === "true" || value === "yes") return true;
  return value.split(",").map((part) => part.trim());
};

/** Reads the environment; a bad value stops the start with a message naming the variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = ConfigSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== "")));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    // The embedded default always carries the demo data; a real server only when asked.
    seedDemo: c.DATABASE_URL ? c.SEED_DEMO : true,
    redisUrl: c.REDIS_URL,
    jwtSecret: c.JWT_SECRET,
    embedSecret: c.EMBED_SECRET,
    cookieSecure: c.COOKIE_SECURE,
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    logLevel: c.LOG_LEVEL,
    companyName: c.COMPANY_NAME,
    databaseName: c.DATABASE_NAME,
    redisKeyPrefix: c.REDIS_KEY_PREFIX,
    webDistDir: c.WEB_DIST_DIR ? resolve(c.WEB_DIST_DIR) : undefined,
    publicUrl: c.PUBLIC_URL?.replace(/\/+$/, ""),
    storage: c.S3_BUCKET
      ? {
          kind: "s3",
          bucket: c.S3_BUCKET,
          endpoint: c.S3_ENDPOINT,
          region: c.S3_REGION,
          accessKeyId: c.S3_ACCESS_KEY_ID,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY,
          forcePathStyle: ["true", "1", "yes"].includes(c.S3_FORCE_PATH_STYLE),
          prefix: c.S3_PREFIX.replace(/^\/+|\/+$/g, ""),
        }
      : { kind: "local", dir: resolve(c.DATA_DIR, "files") },
    assistant: {
      name: c.ASSISTANT_NAME,
      model: c.ASSISTANT_MODEL,
      helpDir: c.HELP_DIR ? resolve(c.HELP_DIR) : DEFAULT_HELP_DIR,
      llm:
        c.ASSISTANT_LLM_URL && c.ASSISTANT_LLM_MODEL
          ? { url: c.ASSISTANT_LLM_URL, model: c.ASSISTANT_LLM_MODEL }
          : undefined,
    },
    mail: { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM },
    encryptionKey: c.ENCRYPTION_KEY,
    client: {
      environment: c.APP_ENV,
      loggingEnabled: ["true", "1", "yes"].includes(c.CLIENT_LOGGING),
      infoLogsEnabled: c.CLIENT_INFO_LOGS,
      helpUrl: c.HELP_URL,
      termsUrl: c.TERMS_URL,
      policiesUrl: c.POLICIES_URL,
      contactUsUrl: c.CONTACT_US_URL,
      helpdeskUrl: c.HELPDESK_URL,
      aiHelpUrl: c.AI_HELP_URL,
    },
  };
};

/** Time limits (spec: request time-out 60 000 ms; session 1 day, 30 minutes idle). */
export const LIMITS = {
  requestTimeoutMs: 60_000,
  connectionTimeoutMs: 10_000,
  keepAliveTimeoutMs: 5_000,
  bodyLimitBytes: 1_048_576,
  sessionMaxAgeMs: 24 * 60 * 60 * 1000,
  sessionIdleMs: 30 * 60 * 1000,
  sessionTouchEveryMs: 60 * 1000,
  /** A cached session or role's rights is re-checked against the database at most this long after a change. */
  cacheTrustMs: 5_000,
  /** How often an instance in use reads the revocation epoch (in the background). */
  revocationEpochReadEveryMs: 2_000,
  /** Failed sign-ins per 15-minute window: one account from one address, one address, one account anywhere. */
  loginWindowMs: 15 * 60 * 1000,
  loginFailuresPerAccountAndAddress: 10,
  loginFailuresPerAddress: 100,
  loginFailuresPerAccount: 50,
  /** From a browser the account signed in from before, only this device's own count applies. */
  loginFailuresPerKnownDevice: 10,
  knownDeviceMaxAgeMs: 180 * 24 * 60 * 60 * 1000,
  /** Wrong current passwords when changing one's password, per window. */
  passwordChangeFailures: 10,
} as const;
