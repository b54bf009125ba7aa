import { Requirement } from "../forms.enums.ts";
import type { SurveyAnswer } from "./survey-answer.schemas.ts";
import { readDropDownSelection } from "./survey-dropdown.rules.ts";
import type { SurveyQuestion } from "./survey-question.schemas.ts";
import { checkReading, type SurveyCheckContext } from "./survey-reading.rules.ts";
import { SurveyPart, type SurveyProblem } from "./survey.enums.ts";
import { SURVEY_REQUIRED_MESSAGES } from "./survey.messages.ts";

const isBlank = (text: string | null | undefined): boolean => (text ?? "").trim() === "";

/**
 * Everything wrong with one answer to a survey question, at most one problem per part, in the order the parts
 * appear: the reading (see checkReading), then a Required dropdown (nothing chosen, or Other chosen with no
 * Other text), a Required comment, a Required employee option choice (0 counts as none) and Required photos
 * (at least one image marked valid). Parts a question does not require are not checked beyond the reading's
 * length and pattern. An empty list means the answer may be saved.
 */
export const checkSurveyAnswer = (
  question: SurveyQuestion,
  answer: SurveyAnswer,
  context: SurveyCheckContext = {},
): SurveyProblem[] => {
  const problems: SurveyProblem[] = [];
  const reading = checkReading(question, answer, context);
  if (reading !== null) problems.push({ part: SurveyPart.Reading, message: reading });

  if (question.DropDownReq === Requirement.Required) {
    const selection = readDropDownSelection(answer);
    if (selection.ids.length === 0 && !selection.isOther)
      problems.push({ part: SurveyPart.DropDown, message: SURVEY_REQUIRED_MESSAGES.dropDown });
    else if (selection.isOther && isBlank(selection.otherText))
      problems.push({ part: SurveyPart.Other, message: SURVEY_REQUIRED_MESSAGES.other });
  }
  if (question.CommReq === Requirement.Required && isBlank(answer.AnswerComments))
    problems.push({ part: SurveyPart.Comment, message: SURVEY_REQUIRED_MESSAGES.comment });
  if (question.EmpOptReq === Requirement.Required && !((answer.EmpOptionChoiceId ?? 0) > 0))
    problems.push({ part: SurveyPart.OptChoice, message: SURVEY_REQUIRED_MESSAGES.optChoice });
  if (
    question.PhotoReq === Requirement.Required &&
    !(answer.Images2 ?? []).some((image) => image.IsValid === true)
  )
    problems.push({ part: SurveyPart.Photos, message: SURVEY_REQUIRED_MESSAGES.photos });
  return problems;
};
