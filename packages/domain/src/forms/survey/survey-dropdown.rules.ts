import type { SurveyAnswer } from "./survey-answer.schemas.ts";

/** The id that stands for Other in a selection; its text is the answer's Other. */
export const OTHER_OPTION_ID = -1;

/** What a dropdown answer chose: the list's options, whether Other was chosen, and the Other text. */
export type DropDownSelection = {
  /** Ids chosen from the list, each once, in the order given (never -1). */
  readonly ids: readonly number[];
  readonly isOther: boolean;
  /** The Other text when Other is chosen, else "" (a leftover text of an unchosen Other counts for nothing). */
  readonly otherText: string;
};

type SelectionSource = {
  readonly SelectedDropDownIds?: string | readonly number[] | null;
  readonly Other?: SurveyAnswer["Other"];
};

const idsOf = (selected: SelectionSource["SelectedDropDownIds"]): readonly number[] => {
  if (selected === null || selected === undefined) return [];
  if (typeof selected !== "string") return selected;
  // 'null' and empty parts stand for nothing; anything that is not a whole number is passed over.
  return selected
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "" && part !== "null")
    .map(Number)
    .filter(Number.isInteger);
};

/**
 * Reads an answer's dropdown selection: comma-separated ids or a list, where 'null' or '-1' alone means nothing
 * was chosen from the list and -1 also stands for Other. Ids other than positive ones and -1 are passed over.
 */
export const readDropDownSelection = (answer: SelectionSource): DropDownSelection => {
  const ids = new Set<number>();
  let isOther = false;
  for (const id of idsOf(answer.SelectedDropDownIds)) {
    if (id === OTHER_OPTION_ID) isOther = true;
    else if (id > 0) ids.add(id);
  }
  return { ids: [...ids], isOther, otherText: isOther ? (answer.Other ?? "") : "" };
};

/** Whether a selection holds nothing: no option from the list, and no Other or an Other with blank text. */
export const isSelectionEmpty = (selection: DropDownSelection): boolean =>
  selection.ids.length === 0 && selection.otherText.trim() === "";
