import { describe, expect, it } from "vitest";
import { ReadingType, Requirement } from "../forms.enums.ts";
import type { SurveyAnswer } from "./survey-answer.schemas.ts";
import { checkSurveyAnswer } from "./survey-answer.rules.ts";
import type { SurveyQuestion } from "./survey-question.schemas.ts";
import { DATE_RANGE_UNCHECKABLE_MESSAGE, PATTERN_UNCHECKABLE_MESSAGE } from "./survey.messages.ts";

const { None, Optional, Required } = Requirement;
const question = (extra: Partial<SurveyQuestion> = {}): SurveyQuestion => ({ QuestionId: 1, ...extra });
const answer = (extra: Partial<SurveyAnswer> = {}): SurveyAnswer => ({ QuestionId: 1, ...extra });
const reading = (message: string) => [{ part: "Reading", message }];

const NUMBER =
  'This field accepts input in numbers. For the phone # field type, it only allows special characters ",", "-", "+", " " along with the number.';
const DECIMAL = "Only numeric input with or without decimal is allowed without space.";
const ALPHANUMERIC = "Only alphanumeric input is allowed.";
const EMAIL = "Please enter a valid email address without space.";
const DATE = 'This field accepts date "mm/dd/yyyy" input.';
const DATETIME = 'This field accepts date "mm/dd/yyyy"and time "hh: mm" input.';
const WHOLE = "Only whole numbers are allowed without space.";
const PHONE = 'Only numeric input with special characters, "+", "(", ")", "-", is allowed without space.';
const LINK = "Please enter a valid web address starting with http:// or https://.";

describe("a required reading", () => {
  it.each([
    ["no reading", ReadingType.AlphaNumeric, undefined, "A reading is required."],
    ["a null reading", ReadingType.Decimal, null, "A reading is required."],
    ["an empty reading", ReadingType.Email, "", "A reading is required."],
    ["spaces only", ReadingType.WholeNumber, "   ", "A reading is required."],
    ["no type, empty", undefined, "", "A reading is required."],
    ["an empty calendar reading", ReadingType.Calender, "", "Choose a date."],
    ["an empty date-time reading", ReadingType.DateTimePicker, " ", "Choose a date and time."],
    ["a calendar reading that is no date", ReadingType.Calender, "soon", DATE],
    ["a calendar reading of no calendar day", ReadingType.Calender, "02/30/2026", DATE],
    ["a date-time reading that is no date", ReadingType.DateTimePicker, "12:30", DATETIME],
  ])("refuses %s", (_, ReadingTypeId, Reading, message) => {
    const q = question({ ReadingReq: Required, ReadingTypeId });
    expect(checkSurveyAnswer(q, answer({ Reading }))).toEqual(reading(message));
  });

  it.each([
    [ReadingType.Calender, "01/05/2026"],
    [ReadingType.Calender, "2026-01-05"],
    [ReadingType.DateTimePicker, "01/05/2026 08:30"],
    [ReadingType.DateTimePicker, "2026-01-05T08:30:00Z"],
    [ReadingType.AlphaNumeric, "x"],
  ])("accepts type %i reading %j", (ReadingTypeId, Reading) => {
    expect(checkSurveyAnswer(question({ ReadingReq: Required, ReadingTypeId }), answer({ Reading }))).toEqual(
      [],
    );
  });

  it.each([None, Optional, undefined])(
    "lets an empty reading through when the requirement is %s",
    (ReadingReq) => {
      const q = question({ ReadingReq, ReadingTypeId: ReadingType.Calender, JSRegex: "^\\d+$" });
      expect(checkSurveyAnswer(q, answer({ Reading: "" }))).toEqual([]);
      expect(checkSurveyAnswer(q, answer())).toEqual([]);
    },
  );

  it("does not ask an optional date reading to be a date (the spec asks it of required ones only)", () => {
    const q = question({ ReadingReq: Optional, ReadingTypeId: ReadingType.Calender });
    expect(checkSurveyAnswer(q, answer({ Reading: "soon" }))).toEqual([]);
  });
});

describe("the pattern check", () => {
  it.each([
    [ReadingType.Decimal, "^\\d+(\\.\\d+)?$", "12.a", DECIMAL],
    [ReadingType.AlphaNumeric, "^[a-zA-Z0-9]+$", "ab-c", ALPHANUMERIC],
    [ReadingType.Email, "^\\S+@\\S+\\.\\S+$", "ana @x.com", EMAIL],
    [ReadingType.Calender, "^\\d{2}/\\d{2}/\\d{4}$", "2026-01-05", DATE],
    [ReadingType.DateTimePicker, "^\\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$", "01/05/2026", DATETIME],
    [ReadingType.WholeNumber, "^\\d+$", "1 2", WHOLE],
    [ReadingType.PhoneNumber, "^[0-9+()-]+$", "555 123", PHONE],
    [ReadingType.Link, "^https?://", "ftp://x", LINK],
    [undefined, "^\\d+$", "twelve", NUMBER],
  ])("type %s with %j refuses %j with its message", (ReadingTypeId, JSRegex, Reading, message) => {
    const q = question({ ReadingReq: Optional, ReadingTypeId, JSRegex });
    expect(checkSurveyAnswer(q, answer({ Reading }))).toEqual(reading(message));
  });

  it.each([
    ["^\\d+$", "42"],
    ["/^ABC$/i", "abc"],
    ["^[\\p{L} ]+$", "p{L}"],
    ["/^[\\p{L} ]+$/u", "Élan Ωmega"],
    ["   ", "anything at all"],
    [null, "anything at all"],
  ])("%j accepts %j", (JSRegex, Reading) => {
    expect(checkSurveyAnswer(question({ ReadingReq: Required, JSRegex }), answer({ Reading }))).toEqual([]);
  });

  it("shows the question's own ValidationError instead of the reading type's message", () => {
    const q = question({
      ReadingTypeId: ReadingType.WholeNumber,
      JSRegex: "^\\d+$",
      ValidationError: "Hours are counted in whole hours.",
    });
    expect(checkSurveyAnswer(q, answer({ Reading: "1.5" }))).toEqual(
      reading("Hours are counted in whole hours."),
    );
    const blank = { ...q, ValidationError: "  " };
    expect(checkSurveyAnswer(blank, answer({ Reading: "1.5" }))).toEqual(reading(WHOLE));
  });

  it.each([
    ["not a pattern", "^(a"],
    ["look-ahead", "^(?=\\d)\\d+$"],
    ["a back-reference", "^(a)\\1$"],
    ["too long", `^${"a?".repeat(600)}$`],
    ["5,000 nested groups", `${"(".repeat(5_000)}a${")".repeat(5_000)}`],
    ["nested past the matcher's depth", `${"(".repeat(200)}a${")".repeat(200)}`],
  ])("refuses the reading when the pattern cannot be used (%s), without throwing", (_, JSRegex) => {
    const q = question({ ReadingTypeId: ReadingType.Decimal, JSRegex });
    expect(checkSurveyAnswer(q, answer({ Reading: "12" }))).toEqual(reading(PATTERN_UNCHECKABLE_MESSAGE));
  });

  it("refuses '^(a+)+$' on 10,000 'a's and a 'b' at once", () => {
    const q = question({ ReadingTypeId: ReadingType.AlphaNumeric, JSRegex: "^(a+)+$" });
    expect(checkSurveyAnswer(q, answer({ Reading: `${"a".repeat(9_999)}b` }))).toEqual(reading(ALPHANUMERIC));
    expect(checkSurveyAnswer(q, answer({ Reading: "a".repeat(10_000) }))).toEqual([]);
  });
});

describe("MaxLength", () => {
  it.each([
    [5, "12345", []],
    [5, "123456", reading("The reading has at most 5 characters.")],
    [0, "x".repeat(10_000), []],
    [null, "x".repeat(10_000), []],
    [null, "x".repeat(10_001), reading("The reading has at most 10,000 characters.")],
    [50_000, "x".repeat(10_001), reading("The reading has at most 10,000 characters.")],
    [2, "😀", []],
    [1, "😀", reading("The reading has at most 1 character.")],
  ])("MaxLength %s with a reading of that text", (MaxLength, Reading, problems) => {
    expect(checkSurveyAnswer(question({ MaxLength }), answer({ Reading }))).toEqual(problems);
  });

  it("is checked before the pattern, so an over-long reading never reaches it", () => {
    const q = question({ MaxLength: 3, JSRegex: "^(a+)+$", ReadingTypeId: ReadingType.AlphaNumeric });
    expect(checkSurveyAnswer(q, answer({ Reading: "aaaab" }))).toEqual(
      reading("The reading has at most 3 characters."),
    );
  });
});

describe("the other parts of an answer", () => {
  const all = question({ DropDownReq: Required, CommReq: Required, EmpOptReq: Required, PhotoReq: Required });

  it("reports every required part left empty, in order", () => {
    expect(checkSurveyAnswer(all, answer())).toEqual([
      { part: "DropDown", message: "Select a value from the list." },
      { part: "Comment", message: "A comment is required." },
      { part: "OptChoice", message: "Choose an option." },
      { part: "Photos", message: "Add at least one photo." },
    ]);
  });

  it("accepts an answer with every part filled in", () => {
    const full = answer({
      SelectedDropDownIds: "12",
      AnswerComments: "ok",
      EmpOptionChoiceId: 4,
      Images2: [
        { IsValid: false, MediaId: 1 },
        { IsValid: true, MediaId: 2 },
      ],
    });
    expect(checkSurveyAnswer(all, full)).toEqual([]);
  });

  it.each([
    ["null", null, [{ part: "DropDown", message: "Select a value from the list." }]],
    ["", null, [{ part: "DropDown", message: "Select a value from the list." }]],
    ["-1", null, [{ part: "Other", message: "Enter the Other value." }]],
    ["-1", "   ", [{ part: "Other", message: "Enter the Other value." }]],
    ["12,-1", "", [{ part: "Other", message: "Enter the Other value." }]],
    ["-1", "Bent hinge", []],
    ["7", null, []],
    [[7], null, []],
  ])("a required dropdown with %j and Other %j", (SelectedDropDownIds, Other, problems) => {
    expect(
      checkSurveyAnswer(question({ DropDownReq: Required }), answer({ SelectedDropDownIds, Other })),
    ).toEqual(problems);
  });

  it.each([
    [undefined, true],
    [null, true],
    [0, true],
    [-3, true],
    [1, false],
  ])("a required employee option choice of %s is empty: %s", (EmpOptionChoiceId, isEmpty) => {
    const problems = checkSurveyAnswer(question({ EmpOptReq: Required }), answer({ EmpOptionChoiceId }));
    expect(problems).toEqual(isEmpty ? [{ part: "OptChoice", message: "Choose an option." }] : []);
  });

  it.each([
    [undefined, false],
    [[], false],
    [[{ IsValid: false, MediaId: 3 }], false],
    [[{ IsValid: true, MediaId: 0 }], true],
  ])("required photos %j pass: %s", (Images2, passes) => {
    const problems = checkSurveyAnswer(question({ PhotoReq: Required }), answer({ Images2, ImagesCount: 5 }));
    expect(problems).toEqual(passes ? [] : [{ part: "Photos", message: "Add at least one photo." }]);
  });

  it.each([
    [" \n\t ", false],
    ["Ünïcødé 😀", true],
  ])("a required comment of %j passes: %s", (AnswerComments, passes) => {
    const problems = checkSurveyAnswer(question({ CommReq: Required }), answer({ AnswerComments }));
    expect(problems).toEqual(passes ? [] : [{ part: "Comment", message: "A comment is required." }]);
  });

  it("asks nothing of optional parts", () => {
    const q = question({ DropDownReq: Optional, CommReq: Optional, EmpOptReq: Optional, PhotoReq: Optional });
    expect(checkSurveyAnswer(q, answer({ SelectedDropDownIds: "-1" }))).toEqual([]);
  });
});

describe("the date-range rule, plugged in", () => {
  const q = question({ ReadingTypeId: ReadingType.Calender, ValidationPattern: "$>=0000" });

  it("reports the rule's message for a reading that passed everything else, and gets the question and answer", () => {
    const seen: [SurveyQuestion, SurveyAnswer][] = [];
    const dateRange = (qq: SurveyQuestion, aa: SurveyAnswer) => {
      seen.push([qq, aa]);
      return aa.Reading === "01/01/2020" ? "The date must be today or later." : null;
    };
    const old = answer({ Reading: "01/01/2020" });
    expect(checkSurveyAnswer(q, old, { dateRange })).toEqual(reading("The date must be today or later."));
    expect(checkSurveyAnswer(q, answer({ Reading: "01/01/2030" }), { dateRange })).toEqual([]);
    expect(seen[0]).toEqual([q, old]);
  });

  it("is not asked about a blank reading or one that already failed", () => {
    let calls = 0;
    const dateRange = () => {
      calls += 1;
      return "never shown";
    };
    const strict = { ...q, ReadingReq: Required, JSRegex: "^\\d{2}/\\d{2}/\\d{4}$" };
    expect(checkSurveyAnswer(strict, answer({ Reading: "" }), { dateRange })).toEqual(
      reading("Choose a date."),
    );
    expect(checkSurveyAnswer(strict, answer({ Reading: "x" }), { dateRange })).toEqual(reading(DATE));
    expect(calls).toBe(0);
  });

  it("turns a rule that throws into a problem", () => {
    const dateRange = () => {
      throw new Error("question 12 is missing");
    };
    expect(checkSurveyAnswer(q, answer({ Reading: "01/01/2020" }), { dateRange })).toEqual(
      reading(DATE_RANGE_UNCHECKABLE_MESSAGE),
    );
  });
});
