import { z } from "zod";
import { ReadingType, Requirement } from "../forms.enums.ts";
import { READING_MAX_LENGTH } from "./survey.messages.ts";
import { compileReadingPattern, PATTERN_MAX_LENGTH, patternProblemMessage } from "./reading-pattern.rules.ts";
import {
  surveyEnumField,
  surveyIdField,
  surveyTextField,
  surveyWholeField,
} from "./survey-fields.schemas.ts";
import { QuestionOperation } from "./survey.enums.ts";

/** The longest question text and the longest message a question may show for a failed pattern. */
export const QUESTION_TEXT_MAX_LENGTH = 2_000;
export const VALIDATION_ERROR_MAX_LENGTH = 500;

/** A question's pattern: at most 1,000 characters, and one the reading matcher can use. */
export const patternField = (label: string) =>
  surveyTextField(label, PATTERN_MAX_LENGTH).superRefine((text, ctx) => {
    // An over-long pattern is already refused by the length bound above.
    if (!text || text.trim() === "" || text.length > PATTERN_MAX_LENGTH) return;
    const pattern = compileReadingPattern(text);
    if (!pattern.ok) ctx.addIssue({ code: "custom", message: patternProblemMessage(label, pattern.problem) });
  });

const requirement = (label: string) => surveyEnumField(label, Requirement).nullish();

/**
 * A survey question as the form engine checks answers against it: whether a reading, a dropdown value, a
 * comment, an employee option choice and a photo are none / optional / Required; the kind of reading; whether
 * answers may be edited; the reading's own pattern (JSRegex), the date-range expression (ValidationPattern), the
 * question's own message for a failed pattern (ValidationError) and its MaxLength (0 or none means no limit).
 * A missing requirement counts as none.
 */
export const SurveyQuestionSchema = z.object({
  QuestionId: surveyIdField("QuestionId"),
  QuestionText: surveyTextField("QuestionText", QUESTION_TEXT_MAX_LENGTH),
  ReadingReq: requirement("ReadingReq"),
  ReadingTypeId: surveyEnumField("ReadingTypeId", ReadingType).nullish(),
  DropDownReq: requirement("DropDownReq"),
  CommReq: requirement("CommReq"),
  EmpOptReq: requirement("EmpOptReq"),
  PhotoReq: requirement("PhotoReq"),
  OperationTypeId: surveyEnumField("OperationTypeId", QuestionOperation).nullish(),
  JSRegex: patternField("JSRegex"),
  ValidationPattern: surveyTextField("ValidationPattern", PATTERN_MAX_LENGTH),
  ValidationError: surveyTextField("ValidationError", VALIDATION_ERROR_MAX_LENGTH),
  MaxLength: surveyWholeField("MaxLength", 0, READING_MAX_LENGTH),
});
export type SurveyQuestion = z.infer<typeof SurveyQuestionSchema>;
