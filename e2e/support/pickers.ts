import type { Locator, Page } from "playwright-core";

const WAIT_MS = 15_000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Types into a picker (a combobox found by its label) and takes the first option holding `text`. */
export const pickOption = async (page: Page, label: string, search: string, text: string): Promise<void> => {
  const box = page.getByRole("combobox", { name: label });
  await box.click();
  await box.fill(search);
  await page
    .getByRole("option", { name: new RegExp(escapeRegExp(text)) })
    .first()
    .click();
};

/** A dialog found by its title. */
export const dialog = (page: Page, name: string): Locator => page.getByRole("dialog", { name });

/** Answers the confirmation pop-up (found by its title) with its yes button, and waits for it to close. */
export const confirmWith = async (page: Page, title: string, yes: string): Promise<void> => {
  await dialog(page, title).getByRole("button", { name: yes, exact: true }).click();
  await dialog(page, title).waitFor({ state: "detached", timeout: WAIT_MS });
};
