import { ReadingType, type ReadingTypeId, Requirement } from "../forms.enums.ts";
import { readingDayNumber } from "../expressions/calendar-days.rules.ts";
import { compileReadingPattern } from "./reading-pattern.rules.ts";
import type { SurveyAnswer } from "./survey-answer.schemas.ts";
import type { SurveyQuestion } from "./survey-question.schemas.ts";
import {
  DATE_RANGE_UNCHECKABLE_MESSAGE,
  PATTERN_UNCHECKABLE_MESSAGE,
  READING_MAX_LENGTH,
  READING_PATTERN_MESSAGES,
  READING_TYPE_PATTERN_MESSAGE,
  readingMaxLengthMessage,
  SURVEY_REQUIRED_MESSAGES,
} from "./survey.messages.ts";

/**
 * The date-range rule of a question, plugged in from the expressions module: the message to show when the
 * reading is outside the range its ValidationPattern describes, else null.
 */
export type DateRangeCheck = (question: SurveyQuestion, answer: SurveyAnswer) => string | null;

/** What a survey check may be given beyond the question and the answer. */
export type SurveyCheckContext = { readonly dateRange?: DateRangeCheck };

const isDateReading = (type: ReadingTypeId | null | undefined): boolean =>
  type === ReadingType.Calender || type === ReadingType.DateTimePicker;

/**
 * What a reading that fails its pattern is told: the question's own ValidationError when it has one, else the
 * message for its reading type (the general numeric message when it has none).
 */
export const readingPatternMessage = (question: SurveyQuestion): string => {
  const own = question.ValidationError?.trim();
  if (own) return own;
  const type = question.ReadingTypeId;
  return type ? READING_TYPE_PATTERN_MESSAGE[type] : READING_PATTERN_MESSAGES.number;
};

const requiredMessage = (type: ReadingTypeId | null | undefined): string =>
  type === ReadingType.Calender
    ? SURVEY_REQUIRED_MESSAGES.date
    : type === ReadingType.DateTimePicker
      ? SURVEY_REQUIRED_MESSAGES.dateTime
      : SURVEY_REQUIRED_MESSAGES.reading;

/** The most characters the question lets a reading have: its MaxLength when set, never past 10,000. */
export const readingLimit = (question: Pick<SurveyQuestion, "MaxLength">): number => {
  const own = question.MaxLength;
  return own && own > 0 ? Math.min(own, READING_MAX_LENGTH) : READING_MAX_LENGTH;
};

const checkDateRange = (question: SurveyQuestion, answer: SurveyAnswer, context: SurveyCheckContext) => {
  if (!context.dateRange) return null;
  try {
    return context.dateRange(question, answer);
  } catch {
    return DATE_RANGE_UNCHECKABLE_MESSAGE;
  }
};

/**
 * The one message for an answer's reading, or null when it passes. In order, the first that fails speaks:
 * - a Required reading needs a value (spaces alone are no value);
 * - a non-empty reading is at most the question's MaxLength (and never over 10,000 characters, so no longer
 *   text reaches the pattern);
 * - it matches the question's JSRegex, when the question has one; a JSRegex that cannot be used refuses the
 *   reading, since letting it through would skip the check the form's owner asked for;
 * - a Required calendar or date-time reading also names a real date (what the date picker would hold);
 * - the date-range rule, when one is plugged in, for a non-blank reading.
 * A blank reading of a question that does not require one passes.
 */
export const checkReading = (
  question: SurveyQuestion,
  answer: SurveyAnswer,
  context: SurveyCheckContext,
): string | null => {
  const reading = answer.Reading ?? "";
  const isRequired = question.ReadingReq === Requirement.Required;
  if (reading.trim() === "") return isRequired ? requiredMessage(question.ReadingTypeId) : null;
  const limit = readingLimit(question);
  if (reading.length > limit) return readingMaxLengthMessage(limit);
  const source = question.JSRegex;
  if (source && source.trim() !== "") {
    const pattern = compileReadingPattern(source);
    if (!pattern.ok) return PATTERN_UNCHECKABLE_MESSAGE;
    if (!pattern.test(reading)) return readingPatternMessage(question);
  }
  if (isRequired && isDateReading(question.ReadingTypeId) && readingDayNumber(reading) === null)
    return READING_TYPE_PATTERN_MESSAGE[question.ReadingTypeId!];
  return checkDateRange(question, answer, context);
};
