import { ReadingType, type ReadingTypeId } from "../forms.enums.ts";
import { EMAIL_FORMAT_MESSAGE, PHONE_FORMAT_MESSAGE, URL_FORMAT_MESSAGE } from "../../shared/field.rules.ts";

/**
 * What a reading that fails its question's pattern is told, by the kind of value the question asks for
 * (portal-platform §5.1, word for word, odd spacing included). "number" is the general message for numeric
 * input; it is what a question without a reading type says.
 */
export const READING_PATTERN_MESSAGES = {
  number:
    'This field accepts input in numbers. For the phone # field type, it only allows special characters ",", "-", "+", " " along with the number.',
  decimal: "Only numeric input with or without decimal is allowed without space.",
  alphanumeric: "Only alphanumeric input is allowed.",
  email: EMAIL_FORMAT_MESSAGE,
  date: 'This field accepts date "mm/dd/yyyy" input.',
  datetime: 'This field accepts date "mm/dd/yyyy"and time "hh: mm" input.',
  wholeNumber: "Only whole numbers are allowed without space.",
  phone: PHONE_FORMAT_MESSAGE,
} as const;
export type ReadingPatternMessageKind = keyof typeof READING_PATTERN_MESSAGES;

/**
 * The pattern message for each reading type. A link has no message in the spec's list, so it says what every
 * web-address field of the product says.
 */
export const READING_TYPE_PATTERN_MESSAGE: Readonly<Record<ReadingTypeId, string>> = {
  [ReadingType.Calender]: READING_PATTERN_MESSAGES.date,
  [ReadingType.DateTimePicker]: READING_PATTERN_MESSAGES.datetime,
  [ReadingType.AlphaNumeric]: READING_PATTERN_MESSAGES.alphanumeric,
  [ReadingType.Decimal]: READING_PATTERN_MESSAGES.decimal,
  [ReadingType.WholeNumber]: READING_PATTERN_MESSAGES.wholeNumber,
  [ReadingType.Email]: READING_PATTERN_MESSAGES.email,
  [ReadingType.PhoneNumber]: READING_PATTERN_MESSAGES.phone,
  [ReadingType.Link]: URL_FORMAT_MESSAGE,
};

/** What a required part that was left empty says, part by part. */
export const SURVEY_REQUIRED_MESSAGES = {
  reading: "A reading is required.",
  date: "Choose a date.",
  dateTime: "Choose a date and time.",
  dropDown: "Select a value from the list.",
  other: "Enter the Other value.",
  comment: "A comment is required.",
  optChoice: "Choose an option.",
  photos: "Add at least one photo.",
} as const;

/** The most characters any reading may have, whatever its question says: longer text is never pattern-checked. */
export const READING_MAX_LENGTH = 10_000;

/** Shown when a reading is longer than its question's MaxLength (or than any reading may be). */
export const readingMaxLengthMessage = (max: number): string =>
  `The reading has at most ${max.toLocaleString("en-US")} ${max === 1 ? "character" : "characters"}.`;

/**
 * Shown when a question's own pattern cannot be used (it is not a regular expression, or it needs look-around,
 * back-references or more repetition than a reading can be checked against). The reading is refused rather than
 * let through unchecked; the form's owner has to correct the question.
 */
export const PATTERN_UNCHECKABLE_MESSAGE =
  "This question's pattern cannot be used, so the reading cannot be checked. Ask the form's owner to correct the question.";

/** Shown when the date-range rule of a question fails in a way that leaves the reading unchecked. */
export const DATE_RANGE_UNCHECKABLE_MESSAGE =
  "This question's date range cannot be worked out, so the reading cannot be checked. Ask the form's owner to correct the question.";

/** An answer sent for a question the form does not have. */
export const UNKNOWN_QUESTION_MESSAGE = "This answer is for a question that is not on this form.";
/** A second answer sent for the same question in one submission. */
export const DUPLICATE_ANSWER_MESSAGE = "This question is answered more than once.";
