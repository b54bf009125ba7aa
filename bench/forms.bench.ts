import { z } from "zod";
import {
  checkDateRange,
  checkFormula,
  checkSurveySubmission,
  evaluateFormula,
  ReadingType,
  Requirement,
  SurveyAnswerSchema,
  SurveyQuestionSchema,
  type SurveyAnswer,
  type SurveyQuestion,
} from "../packages/domain/src/index.ts";
import { quantile } from "./bench-timing.ts";
import type { BenchFigure } from "./run.ts";

const QUESTIONS = 300;
const WARM_UP = 50;
const SAMPLES = 500;
const TODAY = "2026-03-10";

/** A survey of 300 questions of every reading type, with patterns, lengths, dropdowns, photos and date ranges. */
const questions = (): SurveyQuestion[] =>
  Array.from({ length: QUESTIONS }, (_, i) => {
    const kind = i % 6;
    const base = {
      QuestionId: i + 1,
      QuestionText: `Question ${i + 1}`,
      ReadingReq: Requirement.Required,
      MaxLength: 200,
      CommReq: i % 5 === 0 ? Requirement.Required : Requirement.Optional,
      DropDownReq: i % 3 === 0 ? Requirement.Required : Requirement.None,
      PhotoReq: i % 7 === 0 ? Requirement.Required : Requirement.None,
    };
    if (kind === 0) return { ...base, ReadingTypeId: ReadingType.WholeNumber, JSRegex: "^\\d+$" };
    if (kind === 1) return { ...base, ReadingTypeId: ReadingType.Decimal, JSRegex: "^-?\\d+(\\.\\d+)?$" };
    if (kind === 2) return { ...base, ReadingTypeId: ReadingType.AlphaNumeric, JSRegex: "^[a-zA-Z0-9 ]*$" };
    if (kind === 3) return { ...base, ReadingTypeId: ReadingType.PhoneNumber, JSRegex: "^[0-9+()-]+$" };
    if (kind === 4) return { ...base, ReadingTypeId: ReadingType.Email };
    return {
      ...base,
      ReadingTypeId: ReadingType.Calender,
      ValidationPattern: i > 6 ? `$ >= _${i - 5}_ && $ <= 0000^30d^` : "$ <= 0000^30d^",
    };
  });

const READINGS = ["42", "-3.25", "Pump 7 ok", "+1(555)-0100", "tech@acme.example", "03/01/2026"];

/** The answers as a technician's phone sends them: every one valid, so every rule runs to its end. */
const answers = (): unknown[] =>
  Array.from({ length: QUESTIONS }, (_, i) => ({
    QuestionId: i + 1,
    Reading: READINGS[i % 6],
    AnswerComments: "Checked on site.",
    SelectedDropDownIds: i % 3 === 0 ? "5,6" : "null",
    Images2: i % 7 === 0 ? [{ IsValid: true, MediaId: i + 100 }] : [],
    IsEnabled: true,
  }));

const AnswersSchema = z.array(SurveyAnswerSchema);

/**
 * What the server does with a 300-answer submission before it writes anything: read the answers (zod), then
 * check every §5.1 rule, the date ranges included, with the domain's code.
 */
const validate = (qs: SurveyQuestion[], body: unknown) => {
  const parsed = AnswersSchema.parse(body) as SurveyAnswer[];
  const byId = new Map(parsed.map((a) => [a.QuestionId, a]));
  return checkSurveySubmission(qs, parsed, {
    dateRange: (question, answer) =>
      question.ValidationPattern
        ? checkDateRange(question.ValidationPattern, {
            current: answer.Reading,
            today: TODAY,
            readingOf: (id) => {
              const other = byId.get(id);
              return other ? { value: other.Reading, valid: true } : undefined;
            },
          })
        : null,
  });
};

const FORMULAS = Array.from(
  { length: QUESTIONS },
  (_, n) => `([Tank${n}] - [Tank${n + 1}]) * 1.5 + ${n}.25 / ([Hours${n}] + 1)`,
);

/** Server validation of a 300-answer submission, and the formula checker over 300 calculated fields. */
export const benchForms = async (): Promise<BenchFigure[]> => {
  const qs = z.array(SurveyQuestionSchema).parse(questions()) as SurveyQuestion[];
  const body = answers();
  const check = validate(qs, body);
  if (!check.ok) throw new Error(`the bench's answers should pass: ${JSON.stringify(check.problems)}`);
  for (let i = 0; i < WARM_UP; i++) validate(qs, body);
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const started = performance.now();
    validate(qs, body);
    times.push(performance.now() - started);
  }
  const formulaTimes: number[] = [];
  const values = (ref: string) => ref.length;
  for (let i = 0; i < SAMPLES / 5; i++) {
    const started = performance.now();
    for (const formula of FORMULAS) {
      if (!checkFormula(formula).ok) throw new Error(`formula refused: ${formula}`);
      evaluateFormula(formula, values);
    }
    formulaTimes.push(performance.now() - started);
  }
  return [
    { name: "300-answer submission validated: median", value: quantile(times, 0.5), unit: "ms" },
    {
      name: "300-answer submission validated: p95",
      value: quantile(times, 0.95),
      unit: "ms",
      target: { below: 20 },
    },
    { name: "300 formulas checked and evaluated: median", value: quantile(formulaTimes, 0.5), unit: "ms" },
  ];
};
