import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { AccessRightType, ModuleId, TOP_LEVEL, type ModuleEntry } from "@fieldstead/domain";
import { grantedModule as held, renderSignedIn } from "../../../test/session-fixtures.tsx";
import { ModuleFilter } from "./module-filter.tsx";

/** Opens the Module filter of a role holding `modules`; answers the choices it offers. */
const choicesFor = async (modules: ModuleEntry[]) => {
  const onChange = vi.fn();
  const { user, unmount } = renderSignedIn(<ModuleFilter value={null} onChange={onChange} />, { modules });
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
