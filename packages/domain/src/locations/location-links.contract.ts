import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  LinkCreateSchema,
  LinkDeleteReplySchema,
  LinkDeleteSchema,
  LinkListQuerySchema,
  LinkListReplySchema,
  LinkReplySchema,
  LinkUpdateSchema,
} from "./location-links.schemas.ts";

const operation = (moduleId: number) =>
  ({ kind: "module", moduleId, parentId: ModuleId.Locations, level: AccessRightType.ReadWrite }) as const;

export const GetLinkListContract = defineContract({
  method: "POST",
  path: "/Location/GetLinkList",
  summary:
    "A page of the links between the organisation's locations; LocationId keeps those with it at either end (ListReply<LinkListRow>).",
  tag: "Locations",
  access: { kind: "module", moduleId: ModuleId.Locations, level: AccessRightType.ReadOnly },
  body: LinkListQuerySchema,
  reply: LinkListReplySchema,
});

export const CreateLinkContract = defineContract({
  method: "POST",
  path: "/Location/CreateLink",
  summary: "Links two locations of the organisation (LinkReply); a link that exists already is a 409.",
  tag: "Locations",
  access: operation(ModuleId.LinkCreate),
  body: LinkCreateSchema,
  reply: LinkReplySchema,
});

export const UpdateLinkContract = defineContract({
  method: "POST",
  path: "/Location/UpdateLink",
  summary: "Changes a link's ends, type or description (LinkReply).",
  tag: "Locations",
  access: operation(ModuleId.LinkEdit),
  body: LinkUpdateSchema,
  reply: LinkReplySchema,
});

export const DeleteLinkContract = defineContract({
  method: "POST",
  path: "/Location/DeleteLink",
  summary: "Removes a link (LinkDeleteReply).",
  tag: "Locations",
  access: operation(ModuleId.LinkDelete),
  body: LinkDeleteSchema,
  reply: LinkDeleteReplySchema,
});
