import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { confirm, dismissAllConfirms } from "../../../lib/confirm.ts";
import { renderUi } from "../../../test/render-ui.tsx";
import { ConfirmHost } from "../../../components/ui/confirm-host.tsx";
import { deleteConfirmation, type DeletableAsset } from "./confirm-delete-assets.ts";

afterEach(() => act(() => dismissAllConfirms()));

const CHILLER: DeletableAsset = {
  AssetTag: "ACM-HVAC-000123",
  Name: "Chiller CH-01",
  Category: "HVAC",
  PartNumber: "HVAC-00003",
  Model: "Chiller CVHE",
  VendorName: "Grainger",
  Serialized: true,
  SerialNumber: "TR-88123",
  Quantity: 1,
};
const FILTERS: DeletableAsset = {
  ...CHILLER,
  AssetTag: "ACM-HVAC-000450",
  Name: "Pleated filters",
  PartNumber: "FLT-2020",
  Model: "Pleated filter",
  VendorName: null,
  Serialized: false,
  SerialNumber: null,
  Quantity: 36,
};

describe("the delete confirmation", () => {
  it("lists the assets as bullets whose tooltips give category, part, vendor, then serial number or quantity", async () => {
    const { user } = renderUi(<ConfirmHost />);
    act(() => void confirm(deleteConfirmation([CHILLER, FILTERS])));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Delete 2 assets?")).toBeTruthy();
    const items = within(dialog)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toEqual(["ACM-HVAC-000123 · Chiller CH-01", "ACM-HVAC-000450 · Pleated filters"]);

    await user.hover(within(dialog).getByText("ACM-HVAC-000123 · Chiller CH-01"));
    const chiller = await screen.findByRole("tooltip");
    expect(chiller.textContent).toBe(
      "Asset Category: HVAC\nPart Number: HVAC-00003\nPart Name: Chiller CVHE\nVendor: Grainger\nSerial Number: TR-88123",
    );
    await user.unhover(within(dialog).getByText("ACM-HVAC-000123 · Chiller CH-01"));
    await user.hover(within(dialog).getByText("ACM-HVAC-000450 · Pleated filters"));
    const tooltips = await screen.findAllByRole("tooltip");
    expect(tooltips.at(-1)?.textContent).toContain("Vendor: --");
    expect(tooltips.at(-1)?.textContent).toContain("Quantity: 36");
    expect(within(dialog).getByRole("button", { name: "Delete" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeTruthy();
  });
});
