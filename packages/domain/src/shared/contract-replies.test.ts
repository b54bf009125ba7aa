import { describe, expect, it } from "vitest";
import * as domain from "../index.ts";
import type { Contract } from "./contract.ts";

const contracts = Object.entries(domain).filter(
  (entry): entry is [string, Contract] =>
    typeof entry[1] === "object" && entry[1] !== null && "path" in entry[1] && "access" in entry[1],
);

/**
 * Every contract describes its reply: a zod schema for JSON (what the server serialises with, what /api/docs
 * documents and what the web's call returns) or a raw reply for a file or a stream.
 */
describe("contract replies", () => {
  it("finds the contracts", () => {
    expect(contracts.length).toBeGreaterThan(150);
  });

  it("every contract describes its reply", () => {
    const missing = contracts.filter(([, c]) => !c.reply).map(([name]) => name);
    expect(missing, "contracts without a reply").toEqual([]);
  });
});
