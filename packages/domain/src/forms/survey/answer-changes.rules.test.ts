import { describe, expect, it } from "vitest";
import { detectAnswerChanges, detectSubmissionChanges } from "./answer-changes.rules.ts";
import type { SurveyAnswer } from "./survey-answer.schemas.ts";

const base: SurveyAnswer = {
  QuestionId: 1,
  Reading: "12",
  AnswerComments: "fine",
  EmpOptionChoiceId: 3,
  Images2: [
    { IsValid: true, MediaId: 10 },
    { IsValid: true, MediaId: 11 },
    { IsValid: false, MediaId: 12 },
  ],
  SelectedDropDownIds: "4,5",
  Other: null,
};

describe("detectAnswerChanges", () => {
  it.each([
    ["nothing", {}, []],
    ["the reading", { Reading: "13" }, ["Reading"]],
    ["a space in the reading", { Reading: "12 " }, ["Reading"]],
    ["the comment", { AnswerComments: "" }, ["Comment"]],
    ["the option choice", { EmpOptionChoiceId: 4 }, ["OptChoice"]],
    ["the option choice to none", { EmpOptionChoiceId: 0 }, ["OptChoice"]],
    [
      "the photos' order",
      {
        Images2: [
          { IsValid: true, MediaId: 11 },
          { IsValid: true, MediaId: 10 },
        ],
      },
      [],
    ],
    [
      "an invalid photo only",
      {
        Images2: [
          { IsValid: true, MediaId: 10 },
          { IsValid: true, MediaId: 11 },
        ],
      },
      [],
    ],
    ["a new photo", { Images2: [...base.Images2!, { IsValid: true, MediaId: 13 }] }, ["Photos"]],
    [
      "a photo turned invalid",
      {
        Images2: [
          { IsValid: true, MediaId: 10 },
          { IsValid: false, MediaId: 11 },
        ],
      },
      ["Photos"],
    ],
    ["the dropdown order", { SelectedDropDownIds: "5, 4" }, []],
    ["the dropdown as a list", { SelectedDropDownIds: [5, 4, 4] }, []],
    ["the dropdown", { SelectedDropDownIds: "4" }, ["DropDown"]],
    ["Other text of an unchosen Other", { Other: "left over" }, []],
    ["Other chosen", { SelectedDropDownIds: "4,5,-1", Other: "Bent" }, ["DropDown"]],
    [
      "everything, reported in order",
      {
        Reading: null,
        AnswerComments: "x",
        EmpOptionChoiceId: null,
        Images2: null,
        SelectedDropDownIds: "null",
      },
      ["Reading", "Comment", "OptChoice", "Photos", "DropDown"],
    ],
  ] as const)("reports %s", (_, change, changes) => {
    expect(detectAnswerChanges(base, { ...base, ...change })).toEqual(changes);
  });

  it.each([
    ["an absent and an empty reading", { Reading: undefined }, { Reading: "" }, []],
    [
      "'null' and '-1' with no Other text",
      { SelectedDropDownIds: "null" },
      { SelectedDropDownIds: "-1", Other: " " },
      [],
    ],
    [
      "'-1' with a changed Other text",
      { SelectedDropDownIds: "-1", Other: "a" },
      { SelectedDropDownIds: "-1", Other: "b" },
      ["DropDown"],
    ],
    ["an absent choice and 0", {}, { EmpOptionChoiceId: 0 }, []],
    ["unicode readings", { Reading: "é" }, { Reading: "e\u0301" }, ["Reading"]],
  ] as const)("treats %s", (_, before, after, changes) => {
    expect(detectAnswerChanges(before, after)).toEqual(changes);
  });
});

describe("detectSubmissionChanges", () => {
  it("keys the changes by QuestionId, with answers new or gone compared to nothing", () => {
    const before = [base, { QuestionId: 2, Reading: "a" }, { QuestionId: 3, AnswerComments: "gone" }];
    const after = [
      { ...base, Reading: "99" },
      { QuestionId: 2, Reading: "a" },
      { QuestionId: 4, Reading: "new" },
    ];
    expect(detectSubmissionChanges(before, after)).toEqual({
      1: ["Reading"],
      3: ["Comment"],
      4: ["Reading"],
    });
  });

  it("compares 300 answers", () => {
    const before = Array.from({ length: 300 }, (_, i) => ({ QuestionId: i + 1, Reading: String(i) }));
    const after = before.map((a) => (a.QuestionId === 150 ? { ...a, Reading: "x".repeat(10_000) } : a));
    expect(detectSubmissionChanges(before, after)).toEqual({ 150: ["Reading"] });
  });
});
