import type { ModuleEntry } from "@fieldstead/domain";
import { AccessRightType } from "@fieldstead/domain";
import type { RoleRights } from "./permissions.service.ts";

const urlParts = (url: string): string[] =>
  url
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean);

/** The session record's Permissions: the role's screen modules with their first URL. */
export const landingPermissions = (
  rights: RoleRights,
): { ModuleId: number; Url: string; RedirectUrl: string }[] =>
  rights.grants
    .filter((g) => g.module.accessRightTypeId === AccessRightType.ReadOnly && g.module.url !== "")
    .map((g) => {
      const first = urlParts(g.module.url)[0] ?? "";
      return { ModuleId: g.module.moduleId, Url: first, RedirectUrl: `/${first}` };
    });

/** The landing-page module entries of a role: only its enabled modules, in menu order. */
export const moduleEntries = (rights: RoleRights): ModuleEntry[] => {
  // Sub-categories are child screens with a link of their own; tabs and operations are not.
  const parentsWithChildren = new Set(
    rights.grants
      .filter((g) => g.module.accessRightTypeId === AccessRightType.ReadOnly && g.module.url !== "")
      .map((g) => `${g.module.parentId}`),
  );
  return rights.grants.map(({ module, level }) => {
    const parts = urlParts(module.url);
    return {
      ModuleId: module.moduleId,
      ParentId: module.parentId === 0 ? null : module.parentId,
      ModuleName: module.moduleName,
      AlternateName: module.alternateName,
      Url: module.url,
      ParsedURL: parts[0] ?? "",
      ParsedURLParts: parts,
      IsNewTab: module.isNewTab,
      IsExternalUrl: module.isExternalUrl,
      HasSubCategories: parentsWithChildren.has(`${module.moduleId}`),
      Enabled: true,
      AccessRightTypeId: module.accessRightTypeId,
      GrantedAccessRightTypeId: level,
    };
  });
};
