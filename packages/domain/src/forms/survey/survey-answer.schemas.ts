import { z } from "zod";
import { MAX_ID } from "../../shared/id.schemas.ts";
import { GALLERY_MAX_FILES } from "../../documents/media.rules.ts";
import { READING_MAX_LENGTH } from "./survey.messages.ts";
import {
  surveyIdField,
  surveyFlagField,
  surveyTextField,
  surveyWholeField,
} from "./survey-fields.schemas.ts";

/** Bounds of an answer's texts and lists, so an oversized payload is refused before any rule runs. */
export const ANSWER_LIMITS = {
  selectedIds: 2_000,
  selectedIdsText: 20_000,
  other: 1_000,
  comments: 4_000,
  stamp: 40,
} as const;

const SELECTED_IDS_MESSAGE =
  "SelectedDropDownIds must list option ids separated by commas ('null' or '-1' for none).";

// 'null', '' and whole numbers are what a comma-separated selection may hold.
const isSelectionPart = (part: string): boolean => {
  const trimmed = part.trim();
  return trimmed === "" || trimmed === "null" || /^-?\d{1,10}$/.test(trimmed);
};

/**
 * The options chosen in a dropdown: comma-separated ids ("12,15"), or a list of ids. 'null' or '-1' means none
 * was chosen from the list; -1 also stands for Other, whose text is in the answer's Other.
 */
export const SelectedDropDownIdsSchema = z
  .union(
    [
      z
        .string()
        .max(
          ANSWER_LIMITS.selectedIdsText,
          `SelectedDropDownIds has at most ${ANSWER_LIMITS.selectedIdsText.toLocaleString("en-US")} characters.`,
        )
        .refine((text) => text.split(",").every(isSelectionPart), SELECTED_IDS_MESSAGE),
      z
        .array(z.number().int().min(-1).max(MAX_ID), { error: SELECTED_IDS_MESSAGE })
        .max(
          ANSWER_LIMITS.selectedIds,
          `SelectedDropDownIds has at most ${ANSWER_LIMITS.selectedIds.toLocaleString("en-US")} ids.`,
        ),
    ],
    { error: SELECTED_IDS_MESSAGE },
  )
  .nullish();

/** One photo of an answer: the stored media it names and whether it is a valid image. */
export const AnswerImageSchema = z.object({
  IsValid: z.boolean({ error: "Images2 IsValid must be true or false." }),
  MediaId: z
    .number({ error: "Images2 MediaId must be a number." })
    .int("Images2 MediaId must be a whole number.")
    .min(0, "Images2 MediaId must not be negative.")
    .max(MAX_ID, "Images2 MediaId is too large."),
});
export type AnswerImage = z.infer<typeof AnswerImageSchema>;

const stamp = (label: string) => surveyTextField(label, ANSWER_LIMITS.stamp);

/**
 * An answer to a survey question as it is sent and stored: the reading (at most 10,000 characters), the
 * dropdown selection and its Other text, the comment, the employee option choice (0 means none), the photos
 * (Images2), and who created and changed it and when. Unknown fields are dropped.
 */
export const SurveyAnswerSchema = z.object({
  QuestionId: surveyIdField("QuestionId"),
  AnswerId: surveyWholeField("AnswerId", 0, MAX_ID),
  Reading: surveyTextField("Reading", READING_MAX_LENGTH),
  SelectedDropDownIds: SelectedDropDownIdsSchema,
  Other: surveyTextField("Other", ANSWER_LIMITS.other),
  AnswerComments: surveyTextField("AnswerComments", ANSWER_LIMITS.comments),
  EmpOptionChoiceId: surveyWholeField("EmpOptionChoiceId", 0, MAX_ID),
  Images2: z
    .array(AnswerImageSchema, { error: "Images2 must be a list of photos." })
    .max(GALLERY_MAX_FILES, `Images2 has at most ${GALLERY_MAX_FILES.toLocaleString("en-US")} photos.`)
    .nullish(),
  ImagesCount: surveyWholeField("ImagesCount", 0, GALLERY_MAX_FILES),
  IsHighlighted: surveyFlagField("IsHighlighted"),
  cBy: surveyWholeField("cBy", 0, MAX_ID),
  uBy: surveyWholeField("uBy", 0, MAX_ID),
  cOn: stamp("cOn"),
  uOn: stamp("uOn"),
  LastSyncedOn: stamp("LastSyncedOn"),
  SiteId: surveyWholeField("SiteId", 0, MAX_ID),
  NewlySaved: surveyFlagField("NewlySaved"),
  IsEnabled: surveyFlagField("IsEnabled"),
});
export type SurveyAnswer = z.infer<typeof SurveyAnswerSchema>;
