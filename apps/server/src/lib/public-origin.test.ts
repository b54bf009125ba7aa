import { describe, expect, it } from "vitest";
import { publicOrigin, type OriginRequest } from "./public-origin.ts";

const request = (host: string | undefined, protocol: "http" | "https" = "http", listening?: number) =>
  ({
    headers: host === undefined ? {} : { host },
    protocol,
    server: { server: { address: () => (listening === undefined ? null : { port: listening }) } },
  }) as unknown as OriginRequest;

const LOCAL = { publicUrl: undefined, host: "127.0.0.1", port: 8080 };

describe("the address absolute links lead to", () => {
  it.each([
    [
      "the configured public address, whatever the Host",
      { ...LOCAL, publicUrl: "https://portal.example" },
      request("evil.example"),
      "https://portal.example",
    ],
    ["the server's own Host", LOCAL, request("127.0.0.1:8080"), "http://127.0.0.1:8080"],
    ["a loopback name at the server's port", LOCAL, request("localhost:8080"), "http://localhost:8080"],
    ["IPv6 loopback at the server's port", LOCAL, request("[::1]:8080"), "http://[::1]:8080"],
    [
      "the configured host name",
      { ...LOCAL, host: "fieldstead.lan" },
      request("FIELDSTEAD.lan:8080", "https"),
      "https://FIELDSTEAD.lan:8080",
    ],
    ["not another site's name", LOCAL, request("evil.example:8080"), "http://127.0.0.1:8080"],
    ["not another site's name without a port", LOCAL, request("evil.example"), "http://127.0.0.1:8080"],
    ["not a loopback name at another port", LOCAL, request("localhost:80"), "http://127.0.0.1:8080"],
    ["not a malformed Host", LOCAL, request("127.0.0.1:8080/evil"), "http://127.0.0.1:8080"],
    ["not a missing Host", LOCAL, request(undefined), "http://127.0.0.1:8080"],
    [
      "127.0.0.1 for a wildcard bind",
      { ...LOCAL, host: "0.0.0.0" },
      request("evil.example"),
      "http://127.0.0.1:8080",
    ],
    [
      "127.0.0.1 for an IPv6 wildcard bind",
      { ...LOCAL, host: "::" },
      request(undefined),
      "http://127.0.0.1:8080",
    ],
    ["a bracketed IPv6 host", { ...LOCAL, host: "::1" }, request(undefined), "http://[::1]:8080"],
    [
      "the port it listens on (told port 0)",
      { ...LOCAL, port: 0 },
      request("localhost:40123", "http", 40123),
      "http://localhost:40123",
    ],
  ])("is %s", (_what, config, req, origin) => {
    expect(publicOrigin(config, req)).toBe(origin);
  });
});
