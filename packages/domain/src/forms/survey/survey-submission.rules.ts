import type { SurveyAnswer } from "./survey-answer.schemas.ts";
import { checkSurveyAnswer } from "./survey-answer.rules.ts";
import type { SurveyQuestion } from "./survey-question.schemas.ts";
import type { SurveyCheckContext } from "./survey-reading.rules.ts";
import { SurveyPart, type SurveyProblem } from "./survey.enums.ts";
import { DUPLICATE_ANSWER_MESSAGE, UNKNOWN_QUESTION_MESSAGE } from "./survey.messages.ts";

/** A whole submission's outcome: whether it may be saved, and the problems of each question that has any. */
export type SurveySubmissionCheck = {
  readonly ok: boolean;
  /** Keyed by QuestionId; a question without problems has no entry. */
  readonly problems: Readonly<Record<number, readonly SurveyProblem[]>>;
};

/**
 * Checks every answer of a submission against its form's questions, in time linear in the two lists. A
 * question with no answer is checked as an empty answer, so a Required part left out is reported. An answer
 * for a question the form does not have, or a second answer to one question, is a problem under that
 * QuestionId (never an exception); the first answer to a question is the one checked.
 */
export const checkSurveySubmission = (
  questions: readonly SurveyQuestion[],
  answers: readonly SurveyAnswer[],
  context: SurveyCheckContext = {},
): SurveySubmissionCheck => {
  const questionsById = new Map<number, SurveyQuestion>();
  for (const question of questions)
    if (!questionsById.has(question.QuestionId)) questionsById.set(question.QuestionId, question);

  const found = new Map<number, SurveyProblem[]>();
  const report = (questionId: number, problems: readonly SurveyProblem[]) => {
    if (problems.length === 0) return;
    const known = found.get(questionId);
    if (known) known.push(...problems);
    else found.set(questionId, [...problems]);
  };

  const answersById = new Map<number, SurveyAnswer>();
  for (const answer of answers) {
    const id = answer.QuestionId;
    if (!questionsById.has(id))
      report(id, [{ part: SurveyPart.Question, message: UNKNOWN_QUESTION_MESSAGE }]);
    else if (answersById.has(id))
      report(id, [{ part: SurveyPart.Question, message: DUPLICATE_ANSWER_MESSAGE }]);
    else answersById.set(id, answer);
  }
  for (const [id, question] of questionsById)
    report(id, checkSurveyAnswer(question, answersById.get(id) ?? { QuestionId: id }, context));

  return { ok: found.size === 0, problems: Object.fromEntries(found) };
};
