import { describe, expect, it } from "vitest";
import { runKept } from "./kept-statements.ts";

/** A query that records the name it was prepared under. */
const query = (text: string, names: string[]) => ({
  toSQL: () => ({ sql: text }),
  prepare: (name: string) => ({
    execute: async () => {
      names.push(name);
      return [];
    },
  }),
});

describe("kept statements", () => {
  it("runs one shape under one name whatever its values, and another shape under another", async () => {
    const names: string[] = [];
    await runKept(query("select * from tasks where org_id = $1", names));
    await runKept(query("select * from tasks where org_id = $1", names));
    await runKept(query("select * from tasks where org_id = $1 limit $2", names));
    expect(names[0]).toMatch(/^k_[0-9a-f]{24}$/);
    expect(names[1]).toBe(names[0]);
    expect(names[2]).not.toBe(names[0]);
  });

  it("keeps at most 1,000 shapes and runs the others unnamed", async () => {
    const names: string[] = [];
    for (let i = 0; i < 1_100; i++) await runKept(query(`select ${i} as shape_${i}`, names));
    expect(names[0]).not.toBe("");
    expect(names.slice(-100).every((n) => n === "")).toBe(true);
  });
});
