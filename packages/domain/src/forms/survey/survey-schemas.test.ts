import { describe, expect, it } from "vitest";
import { SurveyAnswerSchema } from "./survey-answer.schemas.ts";
import { SurveyQuestionSchema } from "./survey-question.schemas.ts";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe("SurveyQuestionSchema", () => {
  it("accepts a full question and a bare one", () => {
    const full = {
      QuestionId: 7,
      QuestionText: "Generator hours",
      ReadingReq: 2,
      ReadingTypeId: 5,
      DropDownReq: 1,
      CommReq: 0,
      EmpOptReq: 0,
      PhotoReq: 2,
      OperationTypeId: 2,
      JSRegex: "^\\d+$",
      ValidationPattern: "$>=_12_",
      ValidationError: "Hours are whole numbers.",
      MaxLength: 6,
    };
    expect(SurveyQuestionSchema.parse(full)).toEqual(full);
    expect(SurveyQuestionSchema.parse({ QuestionId: 1 })).toEqual({ QuestionId: 1 });
  });

  it.each(
    (
      [
        [{ QuestionId: 0 }, "QuestionId must be positive."],
        [{ QuestionId: "7" }, "QuestionId must be a number."],
        [{ QuestionId: 1.5 }, "QuestionId must be a whole number."],
        [{ QuestionId: 1, ReadingReq: 3 }, "ReadingReq must be one of 0 (None), 1 (Optional), 2 (Required)."],
        [
          { QuestionId: 1, ReadingTypeId: 9 },
          "ReadingTypeId must be one of 1 (Calender), 2 (DateTimePicker), 3 (AlphaNumeric), 4 (Decimal), 5 (WholeNumber), 6 (Email), 7 (PhoneNumber), 8 (Link).",
        ],
        [{ QuestionId: 1, OperationTypeId: 3 }, "OperationTypeId must be one of 1 (View), 2 (Edit)."],
        [{ QuestionId: 1, JSRegex: "^(a" }, "JSRegex is not a valid regular expression."],
        [
          { QuestionId: 1, JSRegex: "(?=a)" },
          "JSRegex uses look-around, back-references or more repetition than a reading can be checked against.",
        ],
        [{ QuestionId: 1, JSRegex: "a".repeat(1_001) }, "JSRegex has at most 1,000 characters."],
        [
          { QuestionId: 1, JSRegex: `${"(".repeat(5_000)}a${")".repeat(5_000)}` },
          "JSRegex has at most 1,000 characters.",
        ],
        [{ QuestionId: 1, ValidationError: "x".repeat(501) }, "ValidationError has at most 500 characters."],
        [{ QuestionId: 1, QuestionText: "q".repeat(10_000) }, "QuestionText has at most 2,000 characters."],
        [{ QuestionId: 1, MaxLength: 10_001 }, "MaxLength must be at most 10,000."],
        [{ QuestionId: 1, MaxLength: -1 }, "MaxLength must be at least 0."],
      ] as const satisfies readonly (readonly [unknown, string])[]
    ).map(([question, message]) => [message, question] as const),
  )("refuses with %j", (message, question) => {
    expect(messagesOf(SurveyQuestionSchema.safeParse(question))).toEqual([message]);
  });
});

describe("SurveyAnswerSchema", () => {
  it("accepts an answer as the spec spells it", () => {
    const answer = {
      QuestionId: 7,
      AnswerId: 0,
      Reading: "Ünïcødé 😀 reading",
      SelectedDropDownIds: "12,-1",
      Other: "Bent",
      AnswerComments: "checked twice",
      EmpOptionChoiceId: 3,
      Images2: [{ IsValid: true, MediaId: 44 }],
      ImagesCount: 1,
      IsHighlighted: false,
      cBy: 5,
      uBy: 5,
      cOn: "2026-01-05T08:30:00Z",
      uOn: "20260105083000",
      LastSyncedOn: null,
      SiteId: 9,
      NewlySaved: true,
      IsEnabled: true,
    };
    expect(SurveyAnswerSchema.parse(answer)).toEqual(answer);
    expect(SurveyAnswerSchema.parse({ QuestionId: 7, SelectedDropDownIds: [1, -1] })).toEqual({
      QuestionId: 7,
      SelectedDropDownIds: [1, -1],
    });
  });

  it("drops fields it does not know", () => {
    expect(SurveyAnswerSchema.parse({ QuestionId: 7, __proto__: { x: 1 }, Extra: "x" })).toEqual({
      QuestionId: 7,
    });
  });

  const selectionMessage =
    "SelectedDropDownIds must list option ids separated by commas ('null' or '-1' for none).";
  it.each(
    (
      [
        [{ QuestionId: 7, Reading: "r".repeat(10_001) }, "Reading has at most 10,000 characters."],
        [{ QuestionId: 7, Reading: 12 }, "Reading must be text."],
        [{ QuestionId: 7, Other: "o".repeat(1_001) }, "Other has at most 1,000 characters."],
        [
          { QuestionId: 7, AnswerComments: "c".repeat(4_001) },
          "AnswerComments has at most 4,000 characters.",
        ],
        [{ QuestionId: 7, SelectedDropDownIds: "12;13" }, selectionMessage],
        [
          { QuestionId: 7, SelectedDropDownIds: "1,".repeat(10_001) },
          "SelectedDropDownIds has at most 20,000 characters.",
        ],
        [{ QuestionId: 7, SelectedDropDownIds: { ids: [1] } }, selectionMessage],
        [{ QuestionId: 7, EmpOptionChoiceId: -1 }, "EmpOptionChoiceId must be at least 0."],
        [
          { QuestionId: 7, Images2: [{ IsValid: "yes", MediaId: 1 }] },
          "Images2 IsValid must be true or false.",
        ],
        [
          { QuestionId: 7, Images2: [{ IsValid: true, MediaId: -4 }] },
          "Images2 MediaId must not be negative.",
        ],
        [
          { QuestionId: 7, Images2: Array.from({ length: 1_001 }, () => ({ IsValid: true, MediaId: 1 })) },
          "Images2 has at most 1,000 photos.",
        ],
        [{ QuestionId: 7, cOn: "x".repeat(41) }, "cOn has at most 40 characters."],
        [{ QuestionId: 7, IsEnabled: "true" }, "IsEnabled must be true or false."],
        [{ QuestionId: null }, "QuestionId must be a number."],
      ] as const satisfies readonly (readonly [unknown, string])[]
    ).map(([answer, message]) => [message, answer] as const),
  )("refuses with %j", (message, answer) => {
    expect(messagesOf(SurveyAnswerSchema.safeParse(answer))).toEqual([message]);
  });

  it("refuses a selection list that is not ids", () => {
    expect(messagesOf(SurveyAnswerSchema.safeParse({ QuestionId: 7, SelectedDropDownIds: [1.5] }))).toEqual([
      selectionMessage,
    ]);
  });
});
