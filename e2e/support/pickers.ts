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
    const isLost = search !== text && (await box.inputValue().catch(() => "")) === search;
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
