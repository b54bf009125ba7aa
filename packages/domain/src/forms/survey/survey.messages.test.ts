import { describe, expect, it } from "vitest";
import { ReadingType } from "../forms.enums.ts";
import {
  READING_PATTERN_MESSAGES,
  READING_TYPE_PATTERN_MESSAGE,
  readingMaxLengthMessage,
} from "./survey.messages.ts";

describe("the survey's pattern messages", () => {
  it("are the spec's eight texts, byte for byte", () => {
    expect(READING_PATTERN_MESSAGES).toEqual({
      number:
        'This field accepts input in numbers. For the phone # field type, it only allows special characters ",", "-", "+", " " along with the number.',
      decimal: "Only numeric input with or without decimal is allowed without space.",
      alphanumeric: "Only alphanumeric input is allowed.",
      email: "Please enter a valid email address without space.",
      date: 'This field accepts date "mm/dd/yyyy" input.',
      datetime: 'This field accepts date "mm/dd/yyyy"and time "hh: mm" input.',
      wholeNumber: "Only whole numbers are allowed without space.",
      phone: 'Only numeric input with special characters, "+", "(", ")", "-", is allowed without space.',
    });
  });

  it.each([
    [ReadingType.Calender, 'This field accepts date "mm/dd/yyyy" input.'],
    [ReadingType.DateTimePicker, 'This field accepts date "mm/dd/yyyy"and time "hh: mm" input.'],
    [ReadingType.AlphaNumeric, "Only alphanumeric input is allowed."],
    [ReadingType.Decimal, "Only numeric input with or without decimal is allowed without space."],
    [ReadingType.WholeNumber, "Only whole numbers are allowed without space."],
    [ReadingType.Email, "Please enter a valid email address without space."],
    [
      ReadingType.PhoneNumber,
      'Only numeric input with special characters, "+", "(", ")", "-", is allowed without space.',
    ],
    [ReadingType.Link, "Please enter a valid web address starting with http:// or https://."],
  ])("reading type %i says %j", (type, message) => {
    expect(READING_TYPE_PATTERN_MESSAGE[type]).toBe(message);
  });

  it.each([
    [50, "The reading has at most 50 characters."],
    [10_000, "The reading has at most 10,000 characters."],
  ])("words a MaxLength of %i", (max, message) => {
    expect(readingMaxLengthMessage(max)).toBe(message);
  });
});
