import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { renderUi } from "../../test/render-ui.tsx";
import { assetTooltip, type ConfirmOptions, type ConfirmVariant } from "../../lib/confirm.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";

const show = (options: ConfirmOptions) => {
  const onAnswer = vi.fn();
  const view = renderUi(<ConfirmDialog request={{ id: 1, options }} onAnswer={onAnswer} />);
  return { ...view, onAnswer, dialog: screen.getByRole("dialog") };
};

/** The icon at the top, by the name MUI gives each icon (null when there is none). */
const iconOf = (dialog: HTMLElement): string | null =>
  dialog.querySelector("svg[data-testid$='Icon']")?.getAttribute("data-testid") ?? null;

describe("the confirmation pop-up's variants", () => {
  it.each<[ConfirmVariant, string, string | null, string]>([
    ["dialog", "640px", "HelpOutlineOutlinedIcon", "center"],
    ["slide-in", "640px", "HelpOutlineOutlinedIcon", "flex-start"],
    ["survey", "640px", "FactCheckOutlinedIcon", "center"],
    ["wide", "800px", null, "center"],
  ])("'%s' is %s wide with icon %s, placed %s", (variant, width, icon, verticalPlace) => {
    const { dialog } = show({
      variant,
      title: "Submit the survey?",
      message: "You cannot edit it afterwards.",
      yesLabel: "Submit",
    });
    expect(
      screen.getByRole("dialog", {
        name: "Submit the survey?",
        description: "You cannot edit it afterwards.",
      }),
    ).toBe(dialog);
    expect(getComputedStyle(dialog).width).toBe(width);
    expect(iconOf(dialog)).toBe(icon);
    // The slide-in pop-up hangs from the top edge; the others sit in the middle of the screen.
    expect(getComputedStyle(dialog.parentElement!).alignItems).toBe(verticalPlace);
  });

  it.each<[string, ConfirmOptions["icon"], string | null]>([
    ["a warning", "warning", "WarningAmberRoundedIcon"],
    ["an error", "error", "ErrorOutlineOutlinedIcon"],
    ["no icon", "none", null],
  ])("shows %s when told", (_, icon, shown) => {
    const { dialog } = show({ icon, message: "Careful.", yesLabel: "OK" });
    expect(iconOf(dialog)).toBe(shown);
  });

  it("keeps a message's line breaks and shows a single button when there is no 'no'", () => {
    const { dialog } = show({ message: "Line one\nLine two", yesLabel: "OK" });
    expect(
      within(dialog).getByText("Line one Line two", { normalizer: (t) => t.replace(/\s+/g, " ") }),
    ).toBeTruthy();
    expect(
      within(dialog)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["OK"]);
  });

  it("lists assets under their titles, each with its tooltip", async () => {
    const { user, dialog } = show({
      variant: "wide",
      title: "Transfer assets",
      message: "These assets move to the new location:",
      yesLabel: "Transfer",
      noLabel: "Cancel",
      bullets: [
        {
          title: "Tracked assets",
          items: [
            {
              label: "Chiller 4",
              tooltip: assetTooltip({
                category: "HVAC",
                partNumber: "CH-400",
                partName: "Chiller",
                vendor: "Trane",
                isConsumable: false,
                serialNumber: "SN-991",
              }),
            },
          ],
        },
        {
          title: "Consumables",
          items: [
            {
              label: "Air filters",
              tooltip: assetTooltip({
                category: "Filters",
                partNumber: "AF-20",
                partName: "Air filter",
                vendor: "3M",
                isConsumable: true,
                quantity: 12,
              }),
            },
            { label: "Fuses" },
          ],
        },
      ],
    });
    const lists = within(dialog).getAllByRole("list");
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole("listitem")
          .map((item) => item.textContent),
      ),
    ).toEqual([["Chiller 4"], ["Air filters", "Fuses"]]);
    expect(within(dialog).getByText("Tracked assets")).toBeTruthy();
    expect(within(dialog).getByText("Consumables")).toBeTruthy();
    // An item with a tooltip is underlined with dots, not boxed.
    const underlined = getComputedStyle(within(dialog).getByText("Chiller 4"));
    expect(underlined.borderBottomStyle).toBe("dotted");
    expect([underlined.borderTopStyle, underlined.borderLeftStyle, underlined.borderRightStyle]).toEqual([
      "none",
      "none",
      "none",
    ]);

    await user.hover(within(dialog).getByText("Chiller 4"));
    await waitFor(() =>
      expect(screen.getByRole("tooltip").textContent).toBe(
        "Asset Category: HVAC\nPart Number: CH-400\nPart Name: Chiller\nVendor: Trane\nSerial Number: SN-991",
      ),
    );
    await user.unhover(within(dialog).getByText("Chiller 4"));

    // Keyboard users reach the tooltips too; a consumable shows its quantity instead of a serial number.
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Air filters");
    await waitFor(() =>
      expect(screen.getByRole("tooltip").textContent).toBe(
        "Asset Category: Filters\nPart Number: AF-20\nPart Name: Air filter\nVendor: 3M\nQuantity: 12",
      ),
    );
  });
});
