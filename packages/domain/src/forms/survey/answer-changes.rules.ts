import type { AnswerImage, SurveyAnswer } from "./survey-answer.schemas.ts";
import { type DropDownSelection, readDropDownSelection } from "./survey-dropdown.rules.ts";
import { AnswerChange, type AnswerChangeName } from "./survey.enums.ts";

type ComparedAnswer = Pick<SurveyAnswer, "Reading" | "AnswerComments" | "EmpOptionChoiceId" | "Other"> & {
  readonly Images2?: readonly Readonly<AnswerImage>[] | null;
  readonly SelectedDropDownIds?: string | readonly number[] | null;
};

// An absent text and an empty one say the same; so do an absent choice and 0.
const textOf = (text: string | null | undefined): string => text ?? "";
const choiceOf = (id: number | null | undefined): number => (id && id > 0 ? id : 0);
const validPhotos = (answer: ComparedAnswer): Set<number> =>
  new Set((answer.Images2 ?? []).filter((image) => image.IsValid === true).map((image) => image.MediaId));

const sameSet = (a: ReadonlySet<number>, b: ReadonlySet<number>): boolean => {
  if (a.size !== b.size) return false;
  for (const item of a) if (!b.has(item)) return false;
  return true;
};

// Other chosen with a blank text is no choice at all ('-1' means none), so it equals 'null'.
const sameSelection = (a: DropDownSelection, b: DropDownSelection): boolean => {
  const otherOf = (s: DropDownSelection) => (s.otherText.trim() === "" ? null : s.otherText);
  return otherOf(a) === otherOf(b) && sameSet(new Set(a.ids), new Set(b.ids));
};

/**
 * What an edit changed in an answer, in this order: Reading, Comment, OptChoice (the employee option choice),
 * Photos (the set of valid images' MediaIds; order and invalid images do not count), DropDown (the chosen ids
 * as a set, and the Other text when Other is chosen). Absent and empty values are the same; texts are compared
 * exactly, spaces included. An empty list means nothing changed.
 */
export const detectAnswerChanges = (before: ComparedAnswer, after: ComparedAnswer): AnswerChangeName[] => {
  const changes: AnswerChangeName[] = [];
  if (textOf(before.Reading) !== textOf(after.Reading)) changes.push(AnswerChange.Reading);
  if (textOf(before.AnswerComments) !== textOf(after.AnswerComments)) changes.push(AnswerChange.Comment);
  if (choiceOf(before.EmpOptionChoiceId) !== choiceOf(after.EmpOptionChoiceId))
    changes.push(AnswerChange.OptChoice);
  if (!sameSet(validPhotos(before), validPhotos(after))) changes.push(AnswerChange.Photos);
  if (!sameSelection(readDropDownSelection(before), readDropDownSelection(after)))
    changes.push(AnswerChange.DropDown);
  return changes;
};

type KeyedAnswer = ComparedAnswer & Pick<SurveyAnswer, "QuestionId">;

/**
 * What an edit changed across a whole submission, keyed by QuestionId; only answers with a change have an
 * entry. An answer present on one side only is compared with an empty answer, so a new reading shows as a
 * Reading change. Linear in the two lists; the first answer to a question on each side is the one compared.
 */
export const detectSubmissionChanges = (
  before: readonly KeyedAnswer[],
  after: readonly KeyedAnswer[],
): Record<number, AnswerChangeName[]> => {
  const index = (answers: readonly KeyedAnswer[]) => {
    const byId = new Map<number, KeyedAnswer>();
    for (const answer of answers) if (!byId.has(answer.QuestionId)) byId.set(answer.QuestionId, answer);
    return byId;
  };
  const beforeById = index(before);
  const afterById = index(after);
  const changes = new Map<number, AnswerChangeName[]>();
  const compare = (id: number) => {
    const found = detectAnswerChanges(beforeById.get(id) ?? {}, afterById.get(id) ?? {});
    if (found.length > 0) changes.set(id, found);
  };
  for (const id of beforeById.keys()) compare(id);
  for (const id of afterById.keys()) if (!beforeById.has(id)) compare(id);
  return Object.fromEntries(changes);
};
