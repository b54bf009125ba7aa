import type { Locator, Page } from "playwright-core";

const WAIT_MS = 15_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Types into a picker (a combobox found by its label) and takes the first option holding `text`. */
export const pickOption = async (page: Page, label: string, search: string, text: string): Promise<void> => {
  const box = page.getByRole("combobox", { name: label });
  // The options are read again as the search is typed: an option clicked while the list is replaced may be
  // lost. A lost pick leaves the typed search in the box (a taken one replaces it, or clears a multiple
  // picker's box), so the pick is made again.
  for (let attempt = 1; ; attempt += 1) {
    await box.click();
    await box.fill(search);
    await page
      .getByRole("option", { name: new RegExp(escapeRegExp(text)) })
      .first()
      .click();
    // Taking an option closes the list; on a busy machine it may open again as its options are read anew, and an
    // open list covers what is clicked next: it is closed.
    await page
      .locator(".MuiAutocomplete-popper")
      .waitFor({ state: "hidden", timeout: 2_000 })
      .catch(() => box.press("Escape"));
    // A lost pick leaves the typed search in the box; a taken one replaces it with the option's label (a multiple
    // picker's box is emptied). When the search is the option's own text the two look alike until the box is left:
    // leaving it empties a box whose pick was lost and keeps a taken label.
    const typed = await box.inputValue().catch(() => "");
    await box.evaluate((input) => (input as { blur: () => void }).blur()).catch(() => undefined);
    const left = await box.inputValue().catch(() => "");
    const isLost = (typed === search && search !== text) || (typed !== "" && left === "");
    if (!isLost || attempt === 3) return;
  }
};

/** A dialog found by its title. */
export const dialog = (page: Page, name: string): Locator => page.getByRole("dialog", { name });

/** Answers the confirmation pop-up (found by its title) with its yes button, and waits for it to close. */
export const confirmWith = async (page: Page, title: string, yes: string): Promise<void> => {
  await dialog(page, title).getByRole("button", { name: yes, exact: true }).click();
  await dialog(page, title).waitFor({ state: "detached", timeout: WAIT_MS });
};
