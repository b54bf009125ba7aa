import type { EnumValue } from "../../shared/enum.ts";

/**
 * What a survey question lets a person do with an answer already given. Only Edit opens the answer for change;
 * View shows it read-only. The spec names Edit alone; View is the id every other question carries.
 */
export const QuestionOperation = { View: 1, Edit: 2 } as const;
export type QuestionOperationId = EnumValue<typeof QuestionOperation>;

/**
 * The part of an answer a problem is about, so a screen can show the message under the right input: the
 * reading, the dropdown, its Other text, the comment, the employee option choice, the photos, or the answer as
 * a whole (Question: an answer for a question not on the form, or a second answer to one question).
 */
export const SurveyPart = {
  Question: "Question",
  Reading: "Reading",
  DropDown: "DropDown",
  Other: "Other",
  Comment: "Comment",
  OptChoice: "OptChoice",
  Photos: "Photos",
} as const;
export type SurveyPartName = EnumValue<typeof SurveyPart>;

/** One thing wrong with an answer: which part, and the message shown under it. */
export type SurveyProblem = { readonly part: SurveyPartName; readonly message: string };

/**
 * What change detection reports about an edited answer, listed in the order it reports them: the reading, the
 * comment, the employee option choice, the photos, the dropdown.
 */
export const AnswerChange = {
  Reading: "Reading",
  Comment: "Comment",
  OptChoice: "OptChoice",
  Photos: "Photos",
  DropDown: "DropDown",
} as const;
export type AnswerChangeName = EnumValue<typeof AnswerChange>;
export const ANSWER_CHANGE_ORDER: readonly AnswerChangeName[] = Object.values(AnswerChange);
