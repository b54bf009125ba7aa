import { describe, expect, it } from "vitest";
import { ReadingType, Requirement } from "../forms.enums.ts";
import type { SurveyAnswer } from "./survey-answer.schemas.ts";
import type { SurveyQuestion } from "./survey-question.schemas.ts";
import { checkSurveySubmission } from "./survey-submission.rules.ts";

const PATTERNS = ["^\\d+$", "^-?\\d+(\\.\\d+)?$", "^[a-zA-Z0-9 ]*$", "^[0-9+()-]+$", "^(a+)+$"] as const;
const TYPES = [
  ReadingType.WholeNumber,
  ReadingType.Decimal,
  ReadingType.AlphaNumeric,
  ReadingType.PhoneNumber,
  ReadingType.AlphaNumeric,
] as const;

const questions = (count: number): SurveyQuestion[] =>
  Array.from({ length: count }, (_, i) => ({
    QuestionId: i + 1,
    ReadingReq: Requirement.Required,
    ReadingTypeId: TYPES[i % 5],
    JSRegex: PATTERNS[i % 5],
    MaxLength: 200,
    DropDownReq: i % 3 === 0 ? Requirement.Required : Requirement.Optional,
    PhotoReq: i % 7 === 0 ? Requirement.Required : Requirement.None,
  }));

const GOOD_READINGS = ["42", "-3.25", "Pump 7 ok", "+1(555)-0100", "aaaa"];
const goodAnswers = (count: number): SurveyAnswer[] =>
  Array.from({ length: count }, (_, i) => ({
    QuestionId: i + 1,
    Reading: GOOD_READINGS[i % 5],
    SelectedDropDownIds: i % 3 === 0 ? "5,6" : "null",
    Images2: i % 7 === 0 ? [{ IsValid: true, MediaId: i + 100 }] : [],
  }));

describe("checkSurveySubmission", () => {
  it("passes a 300-answer submission that is right", () => {
    const qs = questions(300);
    const answers = goodAnswers(300);
    // Twice: the first check compiles the patterns, the second takes them from the cache.
    for (let run = 0; run < 2; run += 1)
      expect(checkSurveySubmission(qs, answers)).toEqual({ ok: true, problems: {} });
  });

  it("finds exactly the wrong answers among 300, hostile ones included", () => {
    const answers = goodAnswers(300);
    answers[0] = { ...answers[0]!, SelectedDropDownIds: "-1", Other: "" };
    answers[4] = { ...answers[4]!, Reading: `${"a".repeat(199)}b` };
    answers[9] = { ...answers[9]!, Reading: "x".repeat(10_000) };
    answers[12] = { ...answers[12]!, Reading: "Pump\u00A07 😀" };
    answers.push({ QuestionId: 9_999, Reading: "stray" }, { QuestionId: 2, Reading: "again" });
    const check = checkSurveySubmission(
      questions(300),
      answers.filter((a) => a.QuestionId !== 50),
    );
    expect(check).toEqual({
      ok: false,
      problems: {
        1: [{ part: "Other", message: "Enter the Other value." }],
        2: [{ part: "Question", message: "This question is answered more than once." }],
        5: [{ part: "Reading", message: "Only alphanumeric input is allowed." }],
        10: [{ part: "Reading", message: "The reading has at most 200 characters." }],
        13: [{ part: "Reading", message: "Only alphanumeric input is allowed." }],
        50: [
          { part: "Reading", message: "A reading is required." },
          { part: "Photos", message: "Add at least one photo." },
        ],
        9999: [{ part: "Question", message: "This answer is for a question that is not on this form." }],
      },
    });
  });

  it.each([
    ["no questions and no answers", [], [], { ok: true, problems: {} }],
    [
      "answers to a form with no questions",
      [],
      [{ QuestionId: 3 }],
      {
        ok: false,
        problems: {
          3: [{ part: "Question", message: "This answer is for a question that is not on this form." }],
        },
      },
    ],
    [
      "a required question with no answer",
      [{ QuestionId: 4, CommReq: Requirement.Required }],
      [],
      { ok: false, problems: { 4: [{ part: "Comment", message: "A comment is required." }] } },
    ],
  ] as const)("handles %s", (_, qs, answers, outcome) => {
    expect(checkSurveySubmission(qs, answers)).toEqual(outcome);
  });

  it("passes the date-range rule to every answer", () => {
    const qs: SurveyQuestion[] = [{ QuestionId: 1 }, { QuestionId: 2 }];
    const dateRange = (q: SurveyQuestion) => (q.QuestionId === 2 ? "Out of range." : null);
    const check = checkSurveySubmission(
      qs,
      [
        { QuestionId: 1, Reading: "a" },
        { QuestionId: 2, Reading: "b" },
      ],
      { dateRange },
    );
    expect(check.problems).toEqual({ 2: [{ part: "Reading", message: "Out of range." }] });
  });
});
