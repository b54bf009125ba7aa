import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  AccessRightType,
  ModuleId,
  TOP_LEVEL,
  type ModuleEntry,
  type SessionUserRecord,
} from "@fieldstead/domain";
import { renderUi } from "../../../test/render-ui.tsx";
import { SessionContext, type SessionContextValue } from "../../auth/hooks/session-context.ts";
import { ACTIVE_SESSION } from "../../auth/session-expiry.ts";
import { landingModulesQuery } from "../../permissions/api/get-landing-modules.ts";
import { ModuleFilter } from "./module-filter.tsx";

const USER = { EmployeeId: 12, RoleId: 3 } as SessionUserRecord;
const SESSION: SessionContextValue = {
  user: USER,
  isSigningOut: false,
  expiry: ACTIVE_SESSION,
  startSession: async () => undefined,
  updateUser: () => undefined,
  signOut: async () => undefined,
  signInAgain: async () => undefined,
};

const held = (moduleId: number, parentId: number, level: number): ModuleEntry => ({
  ModuleId: moduleId,
  ParentId: parentId,
  ModuleName: `Module ${moduleId}`,
  AlternateName: null,
  Url: "",
  ParsedURL: "",
  ParsedURLParts: [],
  IsNewTab: false,
  IsExternalUrl: false,
  HasSubCategories: false,
  Enabled: true,
  AccessRightTypeId: level,
  GrantedAccessRightTypeId: level,
});

/** Opens the Module filter of a role holding `modules`; answers the choices it offers. */
const choicesFor = async (modules: ModuleEntry[]) => {
  const client = new QueryClient();
  client.setQueryData(landingModulesQuery(USER.EmployeeId, USER.RoleId).queryKey, { Modules: modules });
  const onChange = vi.fn();
  const { user, unmount } = renderUi(<ModuleFilter value={null} onChange={onChange} />, {
    wrapper: (children) => (
      <QueryClientProvider client={client}>
        <SessionContext.Provider value={SESSION}>{children}</SessionContext.Provider>
      </QueryClientProvider>
    ),
  });
  await user.click(screen.getByRole("combobox", { name: "Module" }));
  const names = within(await screen.findByRole("listbox"))
    .getAllByRole("option")
    .map((o) => o.textContent);
  return { names, user, onChange, unmount };
};

describe("the library's Module filter", () => {
  it("offers only the modules whose files the role may see", async () => {
    const { names, unmount } = await choicesFor([
      held(ModuleId.Documents, TOP_LEVEL, AccessRightType.ReadOnly),
      held(ModuleId.AssetGallery, ModuleId.FixedAssets, AccessRightType.ReadOnly),
      held(ModuleId.LeaseDocuments, ModuleId.Leases, AccessRightType.ReadWrite),
    ]);
    expect(names).toEqual(["All files", "Library", "Assets", "Leases"]);
    unmount();
  });

  it("offers every module to a role holding them all, and reports the one picked", async () => {
    const { names, user, onChange } = await choicesFor([
      held(ModuleId.Documents, TOP_LEVEL, AccessRightType.ReadWrite),
      held(ModuleId.AssetGallery, ModuleId.FixedAssets, AccessRightType.ReadWrite),
      held(ModuleId.LocationGallery, ModuleId.Locations, AccessRightType.ReadWrite),
      held(ModuleId.TaskGallery, ModuleId.TaskOperations, AccessRightType.ReadWrite),
      held(ModuleId.LeaseDocuments, ModuleId.Leases, AccessRightType.ReadWrite),
    ]);
    expect(names).toEqual(["All files", "Library", "Assets", "Locations", "Work orders", "Leases"]);
    await user.click(screen.getByRole("option", { name: "Locations" }));
    expect(onChange).toHaveBeenCalledWith("location");
  });
});
