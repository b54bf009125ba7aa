import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderUi } from "../../test/render-ui.tsx";
import { CommentDialog } from "./comment-dialog.tsx";

const open = (requiredMessage?: string) => {
  const onSubmit = vi.fn();
  renderUi(
    <CommentDialog
      title="Reject WO-2026-00001?"
      titleId="t"
      submitLabel="Reject"
      {...(requiredMessage ? { requiredMessage } : {})}
      maxLength={20}
      isBusy={false}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
};

describe("the comment dialog", () => {
  it("refuses an empty required comment with its message, then sends the trimmed one", async () => {
    const { onSubmit, user } = open("Say why it is rejected.");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(await screen.findByText("Say why it is rejected.")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByRole("textbox", { name: /Comment/ }), "  no photos  ");
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(onSubmit).toHaveBeenCalledWith("no photos");
  });

  it("sends null for an optional comment left empty, and takes no more than the server does", async () => {
    const { onSubmit, user } = open();
    const field = screen.getByRole("textbox", { name: "Comment (optional)" });
    await user.type(field, "x".repeat(30));
    expect((field as HTMLTextAreaElement).value).toHaveLength(20);
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Reject" }));
    expect(onSubmit).toHaveBeenCalledWith(null);
  });
});
