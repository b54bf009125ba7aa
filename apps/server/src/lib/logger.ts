import { pino, type DestinationStream, type Logger } from "pino";

const REDACTED = "[redacted]";

/**
 * A request address as the log keeps it: the token of an embedded-dashboard link (`/embed/dashboard/{token}`),
 * any `token` query value (`token=`, `Token=`, `access_token=` …) and the text given to the encryption helpers
 * (`inputParam=`) are replaced, so reading the log never gives anyone a working link, a session or what was
 * sealed.
 */
export const redactUrl = (url: string): string =>
  url
    .replace(/(\/embed\/dashboard\/)[^/?#]+/gi, `$1${REDACTED}`)
    .replace(/([?&](?:[^=&#]*token|inputParam)=)[^&#]*/gi, `$1${REDACTED}`);

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
};

/** Fastify's request fields, with the address redacted. */
const serializeRequest = (req: LoggedRequest) => ({
  method: req.method,
  url: typeof req.url === "string" ? redactUrl(req.url) : req.url,
  version: req.headers?.["accept-version"],
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});

export const createLogger = (level: string, destination?: DestinationStream): Logger =>
  pino(
    {
      level,
      redact: {
        paths: ["req.headers.authorization", "req.headers.cookie", "*.password", "*.Password"],
        remove: true,
      },
      serializers: { req: serializeRequest },
    },
    destination,
  );
