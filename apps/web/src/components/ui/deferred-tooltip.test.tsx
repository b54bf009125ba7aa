import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { renderUi } from "../../test/render-ui.tsx";
import { DeferredTooltip } from "./deferred-tooltip.tsx";

describe("a header control's tooltip", () => {
  it("shows the control at once and, once loaded, its tooltip on hover", async () => {
    const { user } = renderUi(
      <DeferredTooltip title="Profile menu">
        <button type="button" aria-label="Profile menu">
          P
        </button>
      </DeferredTooltip>,
    );
    expect(screen.getByRole("button", { name: "Profile menu" })).toBeTruthy();
    await waitFor(async () => {
      await user.hover(screen.getByRole("button", { name: "Profile menu" }));
      expect((await screen.findByRole("tooltip", {}, { timeout: 500 })).textContent).toBe("Profile menu");
    });
  });
});
