import { z } from "zod";

/** A few parts of the catalogue matching a text, for pickers (an asset's part, a material request's items). */
export const SearchPartsSchema = z.object({
  /** Words matched against part number, part name, description and domain. */
  Search: z.string().trim().max(200).default(""),
  CategoryId: z.number().int().positive().optional(),
  /** Only serialized parts (true) or only consumables (false). */
  Serialized: z.boolean().optional(),
  /** Active parts only unless told (retired part numbers take no new assets). */
  ActiveOnly: z.boolean().default(true),
  Limit: z.number().int().min(1).max(50).default(20),
});
export type SearchPartsQuery = z.infer<typeof SearchPartsSchema>;
export type SearchPartsInput = z.input<typeof SearchPartsSchema>;

export type PartOption = {
  Id: number;
  PartNumber: string;
  PartName: string;
  CategoryId: number;
  CategoryName: string;
  ManufacturerName: string | null;
  Serialized: boolean;
};

export type SearchPartsReply = { Parts: PartOption[] };
