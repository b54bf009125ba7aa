import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("TRUST_PROXY", () => {
  it.each([
    [undefined, false],
    ["false", false],
    ["true", true],
    ["10.0.0.7", ["10.0.0.7"]],
    ["10.0.0.0/8, fd00::/8,loopback", ["10.0.0.0/8", "fd00::/8", "loopback"]],
  ])("reads %j as %j", (value, trustProxy) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it.each(["2", "proxy.example", "10.0.0.1,"])("refuses %j, naming the variable", (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});
