import { describe, expect, it } from "vitest";
import { isAnswerEditable } from "./answer-editing.rules.ts";
import { QuestionOperation } from "./survey.enums.ts";

describe("isAnswerEditable", () => {
  it.each([
    [true, QuestionOperation.Edit, true],
    [true, QuestionOperation.View, false],
    [true, undefined, false],
    [true, null, false],
    [false, QuestionOperation.Edit, false],
    [undefined, QuestionOperation.Edit, false],
    [null, QuestionOperation.Edit, false],
  ])("an answer enabled %s with operation %s is editable: %s", (IsEnabled, OperationTypeId, editable) => {
    expect(isAnswerEditable({ IsEnabled }, { OperationTypeId })).toBe(editable);
  });
});
