import type { EnumValue } from "../shared/enum.ts";

/** Dynamic form field type ids (portal-platform §3.7). Alphanumeric is 1 in form types and 3 elsewhere. */
export const FieldType = {
  AlphanumericForm: 1,
  Date: 2,
  Alphanumeric: 3,
  Dropdown: 4,
  DateTime: 5,
  Email: 6,
  Decimal: 7,
  WholeNumber: 8,
  Document: 9,
  Paragraph: 10,
  Phone: 11,
  Barcode: 16,
  Location: 17,
  Picture: 19,
  Video: 22,
  Audio: 23,
  Multiselect: 24,
  UserBasedDropdown: 27,
  MonthPicker: 32,
} as const;
export type FieldTypeId = EnumValue<typeof FieldType>;

/**
 * What an upload is meant to hold, with the spec's ids: Images, Video, Audio or Document accept only that media
 * category's extensions; Misc (0) accepts any of them (portal-platform §3.7).
 */
export const UploadCategory = { Misc: 0, Images: 1, Video: 2, Audio: 3, Document: 4 } as const;
export type UploadCategoryId = EnumValue<typeof UploadCategory>;

/**
 * The type a file counts as, read from its extension: finer than the media categories (Excel, Word, PowerPoint,
 * PDF and DWG drawings are told apart), NotSpecified for anything unknown (portal-platform §3.6).
 */
export const FileType = {
  Image: "Image",
  Video: "Video",
  Audio: "Audio",
  Excel: "Excel",
  Word: "Word",
  Document: "Document",
  DWG: "DWG",
  PowerPoint: "PowerPoint",
  PDF: "PDF",
  NotSpecified: "NotSpecified",
} as const;
export type FileTypeValue = EnumValue<typeof FileType>;

/**
 * Where a form or template stands: drafted, sent for review, rejected or approved, or disabled, with the spec's
 * ids (portal-platform §4).
 */
export const FormLifecycle = { Draft: 1, RequestForReview: 2, Reject: 3, Approve: 4, Disable: 5 } as const;
export type FormLifecycleId = EnumValue<typeof FormLifecycle>;

/**
 * What kind of reading a survey question asks for: a date, a date and time, alphanumeric text, a decimal or whole
 * number, an e-mail address, a phone number or a link (portal-platform §3.3; "Calender" is the spec's spelling).
 */
export const ReadingType = {
  Calender: 1,
  DateTimePicker: 2,
  AlphaNumeric: 3,
  Decimal: 4,
  WholeNumber: 5,
  Email: 6,
  PhoneNumber: 7,
  Link: 8,
} as const;
export type ReadingTypeId = EnumValue<typeof ReadingType>;

/** Requirement level of a survey answer part (none / optional / Required). */
export const Requirement = { None: 0, Optional: 1, Required: 2 } as const;
export type RequirementId = EnumValue<typeof Requirement>;
