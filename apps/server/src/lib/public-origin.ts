import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

/** The request's parts an address is judged by. */
export type OriginRequest = Pick<FastifyRequest, "headers" | "protocol"> & {
  server: { server: { address(): unknown } };
};

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", "[::]", "*"]);
const LOOPBACK_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An IPv6 address is written in brackets inside an address. */
const urlHost = (host: string): string => (host.includes(":") && !host.startsWith("[") ? `[${host}]` : host);

/** The port the server listens on (the configured one until it listens, or when it was told port 0). */
const listeningPort = (config: Pick<Config, "port">, request: OriginRequest): number => {
  const address = request.server.server.address();
  return typeof address === "object" &&
    address !== null &&
    "port" in address &&
    typeof address.port === "number"
    ? address.port
    : config.port;
};

/** A Host header's name and port (the protocol's default port when it names none), or null if malformed. */
const parseHost = (host: string, protocol: string): { name: string; port: number } | null => {
  const match = /^([A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::(\d{1,5}))?$/.exec(host);
  if (!match) return null;
  return {
    name: match[1]!.toLowerCase(),
    port: match[2] ? Number(match[2]) : protocol === "https" ? 443 : 80,
  };
};

/**
 * The address absolute links lead to (asset labels' QR codes, embedded-dashboard links): the configured
 * PUBLIC_URL; else the request's Host only when it names this server itself (its configured HOST, or a
 * loopback name, at the port it listens on); else the server's own address, `http://HOST:PORT` with 127.0.0.1
 * for a wildcard bind. A Host header anyone can send never decides where a token-carrying link leads.
 */
export const publicOrigin = (
  config: Pick<Config, "publicUrl" | "host" | "port">,
  request: OriginRequest,
): string => {
  if (config.publicUrl) return config.publicUrl;
  const port = listeningPort(config, request);
  const configuredHost = config.host.toLowerCase();
  const isWildcard = WILDCARD_HOSTS.has(configuredHost);
  const ownHost = isWildcard ? "127.0.0.1" : urlHost(configuredHost);
  const sent = parseHost(request.headers.host ?? "", request.protocol);
  const isOwnName = sent !== null && (sent.name === ownHost || LOOPBACK_NAMES.has(sent.name));
  if (sent && isOwnName && sent.port === port) return `${request.protocol}://${request.headers.host}`;
  return `http://${ownHost}:${port}`;
};
