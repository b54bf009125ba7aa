/**
 * The form builder's store: a form's definition (sections, sub-sections and fields with their options and
 * formulas) and the rules a whole form obeys, the life cycle of saving and moving a form, and the contracts of
 * the Form Builder's calls.
 */
export * from "./form-builder.enums.ts";
export * from "./form-builder.messages.ts";
export * from "./form-builder-field.schemas.ts";
export * from "./form-definition.rules.ts";
export * from "./form-definition.schemas.ts";
export * from "./form-builder.schemas.ts";
export * from "./form-builder.rules.ts";
export * from "./form-builder.contract.ts";
