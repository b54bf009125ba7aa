import { describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { renderUi } from "../../test/render-ui.tsx";
import { NameText } from "./name-text.tsx";

const NAME_27 = "Northwind Pump Station East"; // 27 characters
const NAME_28 = "Northwind Pump Station Eastx"; // 28 characters
const NAME_40 = "Northwind Pump Station East Wing Level 3"; // 40 characters

/** Longer than MUI's 100 ms enter delay: a tooltip that would open has opened by then. */
const waitPastTooltipDelay = () => act(() => new Promise((resolve) => setTimeout(resolve, 250)));

describe("a name", () => {
  it("under 28 characters shows in full, with no tooltip on hover or focus", async () => {
    const { user } = renderUi(<NameText name={NAME_27} />);
    const shown = screen.getByText(NAME_27);
    await user.hover(shown);
    await waitPastTooltipDelay();
    expect(screen.queryByRole("tooltip")).toBeNull();
    await user.tab();
    expect(document.activeElement).toBe(document.body);
  });

  it.each([
    [NAME_28, NAME_28],
    [NAME_40, "Northwind Pump Station Ea..."],
  ])(
    "of 28 characters or more (%s) shows '%s' and the full name in a tooltip on hover",
    async (name, text) => {
      const { user } = renderUi(<NameText name={name} />);
      const shown = screen.getByText(text);
      expect(screen.queryByText(name) === shown).toBe(name === text);
      await user.hover(shown);
      await waitFor(() => expect(screen.getByRole("tooltip").textContent).toBe(name));
      await user.unhover(shown);
      await waitFor(() => expect(screen.queryByRole("tooltip")).toBeNull());
    },
  );

  it("of 28 characters or more shows its tooltip on keyboard focus, and reads as the full name", async () => {
    const { user } = renderUi(<NameText name={NAME_40} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByText("Northwind Pump Station Ea..."));
    await waitFor(() => expect(screen.getByRole("tooltip").textContent).toBe(NAME_40));
    // Screen readers hear the whole name, not the cut one.
    expect(screen.getAllByLabelText(NAME_40)).toContain(document.activeElement);
  });
});
