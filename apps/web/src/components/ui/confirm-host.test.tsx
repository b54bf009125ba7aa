import { afterEach, describe, expect, it } from "vitest";
import { act, screen, within } from "@testing-library/react";
import { renderUi } from "../../test/render-ui.tsx";
import { confirm, dismissAllConfirms, type ConfirmOptions, type ConfirmResult } from "../../lib/confirm.ts";
import { ConfirmHost } from "./confirm-host.tsx";

afterEach(() => act(() => dismissAllConfirms()));

/** Shows the host, asks, and waits for the pop-up (it loads on first use). */
const ask = async (options: ConfirmOptions) => {
  const view = renderUi(<ConfirmHost />);
  let answer!: Promise<ConfirmResult>;
  act(() => {
    answer = confirm(options);
  });
  const dialog = await screen.findByRole("dialog");
  return { ...view, answer, dialog };
};

/** Whether a promise has settled by now. */
const isSettled = async (promise: Promise<unknown>) => {
  let settled = false;
  void promise.then(() => (settled = true));
  await act(() => Promise.resolve());
  return settled;
};

describe("the confirmation pop-up", () => {
  it("shows a plain message as text", async () => {
    const { dialog } = await ask({ title: "Delete?", message: "<b>3</b> assets", yesLabel: "Yes" });
    expect(within(dialog).getByText("<b>3</b> assets")).toBeTruthy();
  });

  it("sanitises an HTML message: bold stays, scripts and handlers go", async () => {
    const { dialog } = await ask({
      title: "Heads up",
      message:
        '<p>Delete <b>3 assets</b>?</p><img src="x" onerror="window.hacked = 1"><script>window.hacked = 2</script>',
      isHtml: true,
      yesLabel: "Yes",
    });
    expect(within(dialog).getByText("3 assets").tagName).toBe("B");
    expect(dialog.querySelector("script")).toBeNull();
    expect(dialog.querySelector("[onerror]")).toBeNull();
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it("says yes with the boxes ticked at that moment", async () => {
    const { user, answer, dialog } = await ask({
      title: "Retire assets",
      message: "Retire the selected assets?",
      yesLabel: "Retire",
      noLabel: "Cancel",
      variant: "wide",
      checkboxes: [
        { id: "notify", label: "Notify the owners", isChecked: true },
        { id: "archive", label: "Archive their documents" },
        { id: "report", label: "Send me a report", isChecked: true },
      ],
    });
    expect(within(dialog).getByRole("checkbox", { name: "Notify the owners", checked: true })).toBeTruthy();
    await user.click(within(dialog).getByRole("checkbox", { name: "Archive their documents" }));
    await user.click(within(dialog).getByRole("checkbox", { name: "Send me a report" }));
    await user.click(within(dialog).getByRole("button", { name: "Retire" }));
    const result = await answer;
    expect(result.confirmed).toBe(true);
    expect([...result.checked].sort()).toEqual(["archive", "notify"]);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    ["the no button", "No"],
    ["the close button", "Close"],
  ])("says no with %s", async (_, button) => {
    const { user, answer, dialog } = await ask({
      message: "Leave this page?",
      yesLabel: "Yes",
      noLabel: "No",
      showClose: true,
    });
    await user.click(within(dialog).getByRole("button", { name: button }));
    await expect(answer).resolves.toEqual({ confirmed: false, checked: [] });
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each<[string, Partial<ConfirmOptions>, boolean]>([
    ["a one-button pop-up stays", {}, false],
    ["a pop-up with a no button says no", { noLabel: "No" }, true],
    ["a pop-up with a close button says no", { showClose: true }, true],
  ])("on Escape, %s", async (_, extra, isDismissed) => {
    const { user, answer } = await ask({ message: "Saved.", yesLabel: "OK", ...extra });
    await user.keyboard("{Escape}");
    expect(await isSettled(answer)).toBe(isDismissed);
    expect(screen.queryByRole("dialog") === null).toBe(isDismissed);
    if (isDismissed) await expect(answer).resolves.toMatchObject({ confirmed: false });
  });

  it("shows two requests one after the other", async () => {
    const { user, answer: first } = await ask({ message: "First question?", yesLabel: "Yes", noLabel: "No" });
    let second!: Promise<ConfirmResult>;
    act(() => {
      second = confirm({ message: "Second question?", yesLabel: "Yes", noLabel: "No" });
    });
    expect(screen.getAllByRole("dialog")).toHaveLength(1);
    expect(screen.getByRole("dialog", { description: "First question?" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "No" }));
    await expect(first).resolves.toMatchObject({ confirmed: false });
    await user.click(
      within(await screen.findByRole("dialog", { description: "Second question?" })).getByRole("button", {
        name: "Yes",
      }),
    );
    await expect(second).resolves.toMatchObject({ confirmed: true });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
