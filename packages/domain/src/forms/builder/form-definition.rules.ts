import { checkFormulaReferences, findFormulaCycle } from "../expressions/formula-references.rules.ts";
import { FORM_BUILDER_LIMITS as L } from "./form-builder.enums.ts";
import { FORM_BUILDER_MESSAGES as M } from "./form-builder.messages.ts";
import { formulaProblems, type FormProblem } from "./form-builder-field.schemas.ts";

/** The parts of a field the form-wide rules read. */
export type DefinitionFieldInput = {
  QuestionId: number;
  FieldTypeId: number;
  SectionId?: number | null | undefined;
  SubSectionId?: number | null | undefined;
  FieldAlias?: string | null | undefined;
  Formula?: string | null | undefined;
  Dependency?: { QuestionId: number } | null | undefined;
};

/** The parts of a form definition the form-wide rules read. */
export type DefinitionInput = {
  Sections: readonly {
    SectionId: number;
    SubSections?: readonly { SubSectionId: number }[] | null | undefined;
    Fields: readonly DefinitionFieldInput[];
  }[];
};

type Located = { field: DefinitionFieldInput; path: (string | number)[] };

const hasText = (text: string | null | undefined): text is string =>
  typeof text === "string" && text.trim() !== "";

/** Section and sub-section ids used once each, at most 50 sub-sections in all; problems where they occur. */
const sectionProblems = (definition: DefinitionInput): FormProblem[] => {
  const problems: FormProblem[] = [];
  const sectionIds = new Set<number>();
  const subSectionIds = new Set<number>();
  let subSections = 0;
  definition.Sections.forEach((section, s) => {
    if (sectionIds.has(section.SectionId))
      problems.push({ path: ["Sections", s, "SectionId"], message: M.sectionIdTaken(section.SectionId) });
    sectionIds.add(section.SectionId);
    (section.SubSections ?? []).forEach((sub, u) => {
      subSections += 1;
      if (subSections === L.subSections + 1)
        problems.push({ path: ["Sections", s, "SubSections"], message: M.tooManySubSections });
      if (subSectionIds.has(sub.SubSectionId))
        problems.push({
          path: ["Sections", s, "SubSections", u, "SubSectionId"],
          message: M.subSectionIdTaken(sub.SubSectionId),
        });
      subSectionIds.add(sub.SubSectionId);
    });
  });
  return problems;
};

/** Every field with its path, in the form's order; the field count past 500 is a problem where it is passed. */
const locateFields = (definition: DefinitionInput, problems: FormProblem[]): Located[] => {
  const located: Located[] = [];
  definition.Sections.forEach((section, s) => {
    const before = located.length;
    section.Fields.forEach((field, f) => located.push({ field, path: ["Sections", s, "Fields", f] }));
    if (before <= L.fields && located.length > L.fields)
      problems.push({ path: ["Sections", s, "Fields"], message: M.tooManyFields });
  });
  return located;
};

/** A field sits in the section its SectionId names (when it names one), and in a sub-section of that section. */
const placementProblems = (definition: DefinitionInput): FormProblem[] => {
  const problems: FormProblem[] = [];
  definition.Sections.forEach((section, s) => {
    const own = new Set((section.SubSections ?? []).map((sub) => sub.SubSectionId));
    section.Fields.forEach((field, f) => {
      const path = ["Sections", s, "Fields", f];
      if (field.SectionId && field.SectionId !== section.SectionId)
        problems.push({ path: [...path, "SectionId"], message: M.wrongSection });
      if (field.SubSectionId && !own.has(field.SubSectionId))
        problems.push({ path: [...path, "SubSectionId"], message: M.unknownSubSection(field.SubSectionId) });
    });
  });
  return problems;
};

/** QuestionIds and FieldAliases used once each in the form; a Dependency names a field of the form. */
const identityProblems = (fields: readonly Located[]): FormProblem[] => {
  const problems: FormProblem[] = [];
  const questionIds = new Set(fields.map(({ field }) => field.QuestionId));
  const seenIds = new Set<number>();
  const seenAliases = new Set<string>();
  for (const { field, path } of fields) {
    if (seenIds.has(field.QuestionId))
      problems.push({ path: [...path, "QuestionId"], message: M.questionIdTaken(field.QuestionId) });
    seenIds.add(field.QuestionId);
    if (hasText(field.FieldAlias)) {
      if (seenAliases.has(field.FieldAlias))
        problems.push({ path: [...path, "FieldAlias"], message: M.aliasTaken(field.FieldAlias) });
      seenAliases.add(field.FieldAlias);
    }
    const dependsOn = field.Dependency?.QuestionId;
    if (dependsOn !== undefined && !questionIds.has(dependsOn))
      problems.push({ path: [...path, "Dependency", "QuestionId"], message: M.unknownDependency(dependsOn) });
  }
  return problems;
};

/**
 * Formulas name only fields of the form, never their own field, and do not read each other in a loop; a loop
 * is reported on the Formula of the first field in it. Formulas the checker refuses are left to the field's own
 * check.
 */
const formulaReferenceProblems = (fields: readonly Located[]): FormProblem[] => {
  const problems: FormProblem[] = [];
  const knownAliases = fields.flatMap(({ field }) => (hasText(field.FieldAlias) ? [field.FieldAlias] : []));
  const calculated: { alias: string; formula: string; path: (string | number)[] }[] = [];
  for (const { field, path } of fields) {
    if (!hasText(field.Formula) || formulaProblems(field).length > 0) continue;
    const alias = field.FieldAlias ?? "";
    const check = checkFormulaReferences({ alias, formula: field.Formula, knownAliases });
    if (!check.ok) problems.push({ path: [...path, "Formula"], message: check.message });
    else if (hasText(alias)) calculated.push({ alias, formula: field.Formula, path });
  }
  const loop = findFormulaCycle(calculated);
  const first = loop ? calculated.find((c) => c.alias === loop[0]) : undefined;
  if (loop && first) problems.push({ path: [...first.path, "Formula"], message: M.formulaCycle(loop) });
  return problems;
};

/**
 * The rules of a whole form that no single field can check: section and sub-section ids used once (at most 50
 * sub-sections and 500 fields in all), fields placed in their own section and its sub-sections, QuestionIds and
 * FieldAliases used once, dependencies on fields of the form, and formulas reading fields of the form without
 * a loop. Each problem comes with the path of the field it is about ("Sections.0.Fields.3.Formula"). One pass
 * over the form (the loop search visits each formula once), so a form of any size gets its answer at once.
 */
export const checkFormDefinition = (definition: DefinitionInput): FormProblem[] => {
  const problems = sectionProblems(definition);
  const fields = locateFields(definition, problems);
  return [
    ...problems,
    ...placementProblems(definition),
    ...identityProblems(fields),
    ...formulaReferenceProblems(fields),
  ];
};
