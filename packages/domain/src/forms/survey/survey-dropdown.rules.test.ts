import { describe, expect, it } from "vitest";
import { isSelectionEmpty, readDropDownSelection } from "./survey-dropdown.rules.ts";

describe("readDropDownSelection", () => {
  it.each([
    [null, null, { ids: [], isOther: false, otherText: "" }],
    [undefined, "left over", { ids: [], isOther: false, otherText: "" }],
    ["", null, { ids: [], isOther: false, otherText: "" }],
    ["null", null, { ids: [], isOther: false, otherText: "" }],
    ["12", null, { ids: [12], isOther: false, otherText: "" }],
    ["12, 15,12", null, { ids: [12, 15], isOther: false, otherText: "" }],
    ["-1", "Rusted hinge", { ids: [], isOther: true, otherText: "Rusted hinge" }],
    ["-1", null, { ids: [], isOther: true, otherText: "" }],
    ["4,-1", "x", { ids: [4], isOther: true, otherText: "x" }],
    ["abc,7,0,-5", null, { ids: [7], isOther: false, otherText: "" }],
    [[3, -1, 3], "y", { ids: [3], isOther: true, otherText: "y" }],
  ])("reads %j (Other %j)", (SelectedDropDownIds, Other, selection) => {
    expect(readDropDownSelection({ SelectedDropDownIds, Other })).toEqual(selection);
  });

  it.each([
    ["null", null, true],
    ["-1", "", true],
    ["-1", "  ", true],
    ["-1", "text", false],
    ["9", null, false],
  ])("%j with Other %j is empty: %s", (SelectedDropDownIds, Other, empty) => {
    expect(isSelectionEmpty(readDropDownSelection({ SelectedDropDownIds, Other }))).toBe(empty);
  });

  it("reads a long hostile selection in one pass", () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => i + 1).join(",");
    expect(readDropDownSelection({ SelectedDropDownIds: ids }).ids).toHaveLength(5_000);
  });
});
