import { describe, expect, it } from "vitest";
import { wouldCreateCycle } from "./task-hierarchy.rules.ts";

// 1 is the top; 2 and 3 sit under it, 4 under 2, 5 under 4. 8 and 9 are each other's parents (bad data).
const PARENTS = new Map<number, number | null>([
  [1, null],
  [2, 1],
  [3, 1],
  [4, 2],
  [5, 4],
  [8, 9],
  [9, 8],
]);

describe("a task's parent", () => {
  it.each([
    ["no parent", 2, null, false],
    ["itself", 2, 2, true],
    ["its direct sub-task", 2, 4, true],
    ["a sub-task further down", 1, 5, true],
    ["a sibling", 2, 3, false],
    ["its present parent", 4, 2, false],
    ["a task above its own parent", 5, 1, false],
    ["an unrelated task", 3, 5, false],
    ["a task in a loop it is not part of", 1, 8, false],
  ])("may be %s: task %i under %s is a cycle? %s", (_, taskId, parentId, expected) =>
    expect(wouldCreateCycle({ taskId, parentId, parentOf: PARENTS })).toBe(expected),
  );

  it("can be looked up through a function", () => {
    const parentOf = (id: number) => PARENTS.get(id);
    expect(wouldCreateCycle({ taskId: 2, parentId: 5, parentOf })).toBe(true);
    expect(wouldCreateCycle({ taskId: 5, parentId: 3, parentOf })).toBe(false);
  });
});
