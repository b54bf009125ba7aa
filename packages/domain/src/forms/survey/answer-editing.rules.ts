import type { SurveyAnswer } from "./survey-answer.schemas.ts";
import type { SurveyQuestion } from "./survey-question.schemas.ts";
import { QuestionOperation } from "./survey.enums.ts";

/**
 * Whether an answer's inputs may be changed: only when the answer is enabled and its question's operation is
 * Edit. Anything else — a disabled answer, an answer whose enabled flag is missing, a question for viewing or
 * with no operation — shows the answer read-only.
 */
export const isAnswerEditable = (
  answer: Pick<SurveyAnswer, "IsEnabled">,
  question: Pick<SurveyQuestion, "OperationTypeId">,
): boolean => answer.IsEnabled === true && question.OperationTypeId === QuestionOperation.Edit;
