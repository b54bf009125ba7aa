import { FORM_BUILDER_LIMITS as L } from "./form-builder.enums.ts";

const count = (n: number) => n.toLocaleString("en-US");

/**
 * What the form builder says when a form cannot be saved or moved. Each message names the field it is about, so
 * the person sees which part of the form to fix; the request path of the field comes with it.
 */
export const FORM_BUILDER_MESSAGES = {
  sectionNameRequired: "Name is required.",
  sectionNameTooLong: `Name has at most ${count(L.sectionName)} characters.`,
  sectionIdTaken: (id: number) => `SectionId ${id} is used by another section of this form.`,
  subSectionIdTaken: (id: number) => `SubSectionId ${id} is used by another sub-section of this form.`,
  tooManySections: `A form has at most ${count(L.sections)} sections.`,
  tooManySubSections: `A form has at most ${count(L.subSections)} sub-sections.`,
  tooManyFields: `A form has at most ${count(L.fields)} fields.`,
  questionIdTaken: (id: number) => `QuestionId ${id} is used by another field of this form.`,
  aliasTaken: (alias: string) => `FieldAlias "${alias}" is used by another field of this form.`,
  wrongSection: "SectionId must be the id of the section the field is in.",
  unknownSubSection: (id: number) => `SubSectionId ${id} is not a sub-section of this field's section.`,
  unknownDependency: (id: number) => `Dependency names QuestionId ${id}, which is not a field of this form.`,
  optionsRequired: "Options must list at least one option for a Dropdown or Multiselect field.",
  optionsRefused: "Options are only for Dropdown and Multiselect fields.",
  tooManyOptions: `Options has at most ${count(L.options)} options.`,
  optionRequired: "An option of Options needs a label.",
  optionTooLong: `An option of Options has at most ${count(L.option)} characters.`,
  optionTaken: (label: string) => `Options lists "${label}" twice.`,
  formulaRefused: "Formula is only for Decimal and WholeNumber fields.",
  formulaTooLong: `Formula has at most ${count(L.formula)} characters.`,
  formulaCycle: (loop: readonly string[]) =>
    `Formula: the formulas read each other in a loop: ${loop.map((a) => `[${a}]`).join(" → ")}.`,
  formNameRequired: "Name is required.",
  formNameTooLong: `Name has at most ${count(L.formName)} characters.`,
  formNameTaken: (name: string) => `A form named "${name}" exists already.`,
  descriptionTooLong: `Description has at most ${count(L.description)} characters.`,
  commentTooLong: `Comment has at most ${count(L.comment)} characters.`,
  notFound: "Form not found.",
  saved: (name: string) => `Form "${name}" saved.`,
  moved: (name: string, status: string) => `Form "${name}" is now ${status}.`,
  moveRefused: (from: string, to: string) => `A form in status "${from}" cannot be moved to "${to}".`,
  /** Saving a form under review: the review ends first. */
  saveRefusedInReview: `A form in status "Request for Review" cannot be changed: reject it to edit it again.`,
  /** Saving a disabled form: it comes back as a draft first, to be reviewed again. */
  saveRefusedDisabled: `A form in status "Disabled" cannot be changed: move it back to Draft to start a new draft.`,
  actionForbidden: (action: string) => `Your role may not take the action ${action} on forms.`,
} as const;
