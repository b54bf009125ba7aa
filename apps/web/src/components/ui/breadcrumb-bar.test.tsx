import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { renderUi } from "../../test/render-ui.tsx";
import { theme } from "../../app/theme.ts";
import { cssRgb } from "../../test/css-colour.ts";
import { BreadcrumbBar, type BreadcrumbEntry } from "./breadcrumb-bar.tsx";

const bar = (entries: readonly BreadcrumbEntry[], homeTo?: string) => {
  const view = renderUi(<BreadcrumbBar entries={entries} homeTo={homeTo} />, { route: "/assets/7" });
  return { ...view, nav: screen.getByRole("navigation", { name: "Breadcrumb" }) };
};

describe("the breadcrumb bar", () => {
  it.each([
    [undefined, "/dashboard"],
    ["/locations", "/locations"],
  ])("starts with a home link (homeTo %s goes to %s)", (homeTo, href) => {
    const { nav } = bar([{ kind: "text", label: "Assets" }], homeTo);
    const links = within(nav).getAllByRole("link");
    expect(links[0]).toBe(within(nav).getByRole("link", { name: "Home" }));
    expect(links[0]!.getAttribute("href")).toBe(href);
  });

  it("shows links, text and failed entries in order", () => {
    const { nav } = bar([
      { kind: "link", label: "Assets", to: "/assets" },
      { kind: "text", label: "HVAC" },
      { kind: "error", label: "Asset not found" },
    ]);
    expect(
      within(nav)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["", "Assets", "HVAC", "Asset not found"]);
    expect(within(nav).getByRole("link", { name: "Assets" }).getAttribute("href")).toBe("/assets");
    expect(within(nav).queryByRole("link", { name: "HVAC" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Asset not found" })).toBeNull();
  });

  it("shows a failed entry in red, the others not", () => {
    const { nav } = bar([
      { kind: "link", label: "Assets", to: "/assets" },
      { kind: "text", label: "HVAC" },
      { kind: "error", label: "Asset not found" },
    ]);
    const red = cssRgb(theme.palette.error.main);
    expect(getComputedStyle(within(nav).getByText("Asset not found")).color).toBe(red);
    expect(getComputedStyle(within(nav).getByText("HVAC")).color).not.toBe(red);
    expect(getComputedStyle(within(nav).getByText("Assets")).color).not.toBe(red);
  });

  it.each<[string, BreadcrumbEntry[], string | null]>([
    [
      "the last text entry",
      [
        { kind: "link", label: "Assets", to: "/assets" },
        { kind: "text", label: "Chiller 4" },
      ],
      "Chiller 4",
    ],
    [
      "a last failed entry",
      [
        { kind: "link", label: "Assets", to: "/assets" },
        { kind: "error", label: "Asset not found" },
      ],
      "Asset not found",
    ],
    [
      "no entry when the last is a link",
      [
        { kind: "text", label: "Assets" },
        { kind: "link", label: "Chiller 4", to: "/assets/4" },
      ],
      null,
    ],
  ])("marks %s as the current page", (_, entries, current) => {
    const { nav } = bar(entries);
    const marked = [...nav.querySelectorAll("[aria-current]")];
    expect(marked.map((el) => [el.textContent, el.getAttribute("aria-current")])).toEqual(
      current === null ? [] : [[current, "page"]],
    );
  });
});
