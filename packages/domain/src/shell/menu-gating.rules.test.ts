import { describe, expect, it } from "vitest";
import {
  EnvironmentKind,
  OrganisationType,
  type EnvironmentKindValue,
  type OrganisationTypeValue,
} from "../organisations/organisations.enums.ts";
import { isBillingClickable, showsCarouselButton } from "./menu.rules.ts";

describe("the billing rule", () => {
  it.each([
    [EnvironmentKind.development, true],
    [EnvironmentKind.demo1, true],
    [EnvironmentKind.demo2, true],
    [EnvironmentKind.QA, true],
    [EnvironmentKind.UAT, false],
    [EnvironmentKind.production, false],
    [null, false],
  ] as const)("environment %s: clickable %s", (environment, expected) => {
    expect(isBillingClickable({ environment })).toBe(expected);
  });
});

describe("the carousel button rule", () => {
  const E = EnvironmentKind;
  const T = OrganisationType;
  it.each<[EnvironmentKindValue | null, OrganisationTypeValue | null, boolean]>([
    [E.development, T.Field, true],
    [E.UAT, T.Vendor, true],
    [E.QA, T.Field, true],
    [E.production, T.Enterprise, true],
    [E.production, T.Field, false],
    [E.production, T.Vendor, false],
    [E.demo1, T.Enterprise, false],
    [E.demo2, T.Enterprise, false],
    [null, T.Enterprise, false],
  ])("environment %s, type %s, module enabled: shown %s", (environment, orgType, expected) => {
    expect(
      showsCarouselButton({ environment, orgType, enabledModuleIds: [1, 1156], moduleIds: [], roleId: 7 }),
    ).toBe(expected);
  });

  it.each<[string, number | null, readonly number[] | undefined, readonly number[], boolean]>([
    ["enabled for the role", 7, [1156], [], true],
    ["not enabled for the role, though listed", 7, [1, 2], [1156], false],
    ["role permissions not loaded yet", 7, undefined, [1156], false],
    ["no role id, in the module list", null, undefined, [1, 1156], true],
    ["role id 0, in the module list", 0, [], [1156], true],
    ["no role id, not in the module list", null, [1156], [1, 2], false],
  ])("module 1156 %s: shown %s", (_what, roleId, enabledModuleIds, moduleIds, expected) => {
    expect(
      showsCarouselButton({ environment: E.QA, orgType: T.Enterprise, enabledModuleIds, moduleIds, roleId }),
    ).toBe(expected);
  });
});
