import { z } from "zod";
import { LocationLevel } from "../assets/assets.enums.ts";
import { LocationLevelIdSchema } from "../assets/assets.enum-schemas.ts";
import { LocationStatusSchema } from "./locations.enum-schemas.ts";
import { checkCoordinatePair, LATITUDE_RANGE, LONGITUDE_RANGE } from "./locations.rules.ts";
import { LOCATION_CODE_MESSAGE, LOCATION_CODE_PATTERN } from "./location-codes.rules.ts";

/** Most locations one bulk call creates, edits or deletes. */
export const LOCATION_BULK_MAX = 500;

export const LocationIdSchema = z.coerce
  .number<unknown>({ error: "must be a location id" })
  .int("must be a whole number")
  .positive("must be positive")
  .max(2_147_483_647, "is too large");

/** Optional text: trimmed; empty text means no value (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .transform((v) => (v === "" ? null : v))
    .nullable()
    .optional();

/** A number typed in a form or sent as JSON; empty means no value (null). */
const coordinate = (range: { min: number; max: number }, label: string) =>
  z
    .preprocess(
      (v) => (v === "" ? null : typeof v === "string" ? Number(v.trim()) : v),
      z
        .number({ error: `a ${label} is a number` })
        .min(range.min, `a ${label} is between ${range.min} and ${range.max}`)
        .max(range.max, `a ${label} is between ${range.min} and ${range.max}`)
        .nullable(),
    )
    .optional();

/** A code given on create; empty means 'generate one'. */
const GivenCodeSchema = z
  .string()
  .trim()
  .regex(/^([A-Za-z0-9-]{1,40})?$/, LOCATION_CODE_MESSAGE)
  .transform((v) => (v === "" ? undefined : v))
  .optional();

/** Where a location is (Address … Longitude), as a create and an edit take it. */
const PLACE_SHAPE = {
  Address: optionalText(200),
  City: optionalText(100),
  State: optionalText(100),
  Country: optionalText(100),
  PostalCode: optionalText(20),
  Latitude: coordinate(LATITUDE_RANGE, "latitude"),
  Longitude: coordinate(LONGITUDE_RANGE, "longitude"),
};

const NameSchema = z.string().trim().min(1, "a name is required").max(200, "at most 200 characters");

/** The fields a location is described by (create, and each bulk-create row). */
const LocationFieldsSchema = z.object({
  Name: NameSchema,
  LevelId: LocationLevelIdSchema,
  ParentId: LocationIdSchema.nullish(),
  /** Generated when absent (only a role with Edit Automated Fields may give its own). */
  Code: GivenCodeSchema,
  /** Address … Longitude: taken from the parent when absent. */
  ...PLACE_SHAPE,
  Status: LocationStatusSchema.default("Active"),
  IsWarehouse: z.boolean().default(false),
  Description: optionalText(2000),
});

type FieldsOutput = z.output<typeof LocationFieldsSchema> & { ParentCode?: string | undefined };

/** Coordinates both or neither; a site has no parent, anything else has one. */
const checkFields = (value: FieldsOutput, ctx: z.RefinementCtx) => {
  for (const problem of checkCoordinatePair({ latitude: value.Latitude, longitude: value.Longitude }))
    ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  const hasParent = (value.ParentId ?? null) !== null || value.ParentCode !== undefined;
  if (value.LevelId === LocationLevel.Site && hasParent)
    ctx.addIssue({
      code: "custom",
      path: [value.ParentCode !== undefined ? "ParentCode" : "ParentId"],
      message: "a site has no parent location",
    });
  if (value.LevelId !== LocationLevel.Site && !hasParent)
    ctx.addIssue({ code: "custom", path: ["ParentId"], message: "choose the parent location" });
};

export const LocationCreateSchema = LocationFieldsSchema.superRefine(checkFields);
export type LocationCreate = z.infer<typeof LocationCreateSchema>;
export type LocationCreateInput = z.input<typeof LocationCreateSchema>;

/** A bulk row may name its parent by code: an existing location's or an earlier row's. */
export const LocationBulkRowSchema = LocationFieldsSchema.extend({
  ParentCode: z
    .string()
    .trim()
    .max(40, "at most 40 characters")
    .transform((v) => (v === "" ? undefined : v))
    .optional(),
}).superRefine(checkFields);
export type LocationBulkRow = z.infer<typeof LocationBulkRowSchema>;
export type LocationBulkRowInput = z.input<typeof LocationBulkRowSchema>;

export const LocationBulkCreateSchema = z.object({
  Locations: z
    .array(LocationBulkRowSchema)
    .min(1, "give at least one location")
    .max(LOCATION_BULK_MAX, `at most ${LOCATION_BULK_MAX} locations at once`),
});
export type LocationBulkCreate = z.infer<typeof LocationBulkCreateSchema>;

/** An edit: only the fields sent change. */
export const LocationUpdateSchema = z.object({
  Id: LocationIdSchema,
  Name: NameSchema.optional(),
  LevelId: LocationLevelIdSchema.optional(),
  ParentId: LocationIdSchema.nullable().optional(),
  Code: z.string().trim().regex(LOCATION_CODE_PATTERN, LOCATION_CODE_MESSAGE).optional(),
  ...PLACE_SHAPE,
  Status: LocationStatusSchema.optional(),
  IsWarehouse: z.boolean().optional(),
  Description: optionalText(2000),
});
export type LocationUpdate = z.infer<typeof LocationUpdateSchema>;
export type LocationUpdateInput = z.input<typeof LocationUpdateSchema>;

/** The fields a bulk edit may set on every chosen location. */
export const BULK_EDIT_FIELDS = [
  "Status",
  "City",
  "State",
  "Country",
  "PostalCode",
  "IsWarehouse",
  "Description",
] as const;
export type BulkEditField = (typeof BULK_EDIT_FIELDS)[number];

export const LocationBulkUpdateSchema = z
  .object({
    Ids: z
      .array(LocationIdSchema)
      .min(1, "choose at least one location")
      .max(LOCATION_BULK_MAX, `at most ${LOCATION_BULK_MAX} locations at once`),
    Status: LocationStatusSchema.optional(),
    City: optionalText(100),
    State: optionalText(100),
    Country: optionalText(100),
    PostalCode: optionalText(20),
    IsWarehouse: z.boolean().optional(),
    Description: optionalText(2000),
  })
  .refine((v) => BULK_EDIT_FIELDS.some((f) => v[f] !== undefined), {
    path: ["Status"],
    message: `give at least one field to set (${BULK_EDIT_FIELDS.join(", ")})`,
  });
export type LocationBulkUpdate = z.infer<typeof LocationBulkUpdateSchema>;
export type LocationBulkUpdateInput = z.input<typeof LocationBulkUpdateSchema>;

/** One location (Id: refused with 409 when something holds it) or several (Ids: reported one by one). */
export const LocationDeleteSchema = z
  .object({
    Id: LocationIdSchema.optional(),
    Ids: z.array(LocationIdSchema).min(1).max(LOCATION_BULK_MAX).optional(),
  })
  .refine((v) => (v.Id === undefined) !== (v.Ids === undefined), {
    path: ["Id"],
    message: "give either Id or Ids",
  });
export type LocationDelete = z.infer<typeof LocationDeleteSchema>;

export const GetLocationQuerySchema = z.object({ Id: LocationIdSchema });
export type GetLocationQuery = z.infer<typeof GetLocationQuerySchema>;
