import { describe, expect, it } from "vitest";
import { AccessRightType, ModuleId } from "./permissions.enums.ts";
import { holdsModule, type HeldModule } from "./module-access.rules.ts";

const held: HeldModule[] = [
  { ModuleId: ModuleId.FixedAssets, ParentId: null, GrantedAccessRightTypeId: AccessRightType.ReadOnly },
  { ModuleId: ModuleId.AssetView, ParentId: ModuleId.FixedAssets, GrantedAccessRightTypeId: 1 },
  { ModuleId: ModuleId.MoveRequests, ParentId: ModuleId.FixedAssets, GrantedAccessRightTypeId: 2 },
];

describe("holdsModule", () => {
  it.each([
    [ModuleId.MoveRequests, ModuleId.FixedAssets, AccessRightType.ReadWrite, true],
    [ModuleId.AssetView, ModuleId.FixedAssets, AccessRightType.ReadOnly, true],
    [ModuleId.AssetView, ModuleId.FixedAssets, AccessRightType.ReadWrite, false],
    [ModuleId.AssetDelete, ModuleId.FixedAssets, AccessRightType.ReadWrite, false],
    [ModuleId.FixedAssets, 0, AccessRightType.ReadOnly, true],
    // The same id under another parent is another module.
    [ModuleId.MoveRequests, 0, AccessRightType.ReadOnly, false],
  ])("module %i under %i at level %i: %s", (moduleId, parentId, level, expected) => {
    expect(holdsModule({ modules: held, moduleId, parentId, level })).toBe(expected);
  });

  it("asks for read-write unless told", () => {
    expect(holdsModule({ modules: held, moduleId: ModuleId.FixedAssets })).toBe(false);
  });
});
