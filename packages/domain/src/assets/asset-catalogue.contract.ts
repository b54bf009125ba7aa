import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import { SearchPartsSchema } from "./asset-catalogue.schemas.ts";

export const SearchPartsContract = defineContract({
  method: "POST",
  path: "/FixedAsset/SearchParts",
  summary: "A few parts of the catalogue matching a text, for pickers (SearchPartsReply).",
  tag: "Asset catalogue",
  access: { kind: "module", moduleId: ModuleId.FixedAssets, level: AccessRightType.ReadOnly },
  body: SearchPartsSchema,
});
