import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { ASSISTANT_FEEDBACK_REASONS } from "@fieldstead/domain";
import { ASSISTANT_KEEP_OPEN_ATTR } from "../assistant-chat.types.ts";
import { fakeAssistantServer, MODEL, renderConversation, signInForAssistant } from "./chat-test-kit.tsx";

let server: ReturnType<typeof fakeAssistantServer>;

beforeEach(() => {
  signInForAssistant();
  server = fakeAssistantServer();
  vi.stubGlobal("fetch", server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

/** Asks a question and waits for its whole answer. */
const askAndAnswer = async (
  user: ReturnType<typeof renderConversation>["user"],
  question: string,
  html: string,
) => {
  const answer = server.streamNext();
  await user.type(screen.getByRole("textbox", { name: "Ask Athena" }), `${question}{Enter}`);
  act(() => {
    answer.push(html);
    answer.end();
  });
  await screen.findByRole("button", { name: "Like" });
};

const feedbackSent = () => server.bodiesOf("/assistant/update-chat-comment");

describe("feedback on an answer", () => {
  it("likes the answer once, shown pressed, and a new question starts unliked", async () => {
    const { user } = renderConversation();
    await askAndAnswer(user, "How do I add a task?", "<p>Use New task.</p>");
    const chatId = server.bodiesOf("/assistant/ask")[0]!.chat_id;

    await user.click(screen.getByRole("button", { name: "Like" }));
    await waitFor(() => expect(feedbackSent()).toHaveLength(1));
    expect(feedbackSent()[0]).toEqual({
      chat_id: chatId,
      comment: "",
      feedback: "",
      platform: 2,
      model: MODEL,
      isPositiveResponse: true,
    });
    expect(screen.getByRole("button", { name: "Like" }).getAttribute("aria-pressed")).toBe("true");
    await user.click(screen.getByRole("button", { name: "Like" }));
    expect(feedbackSent()).toHaveLength(1);

    await askAndAnswer(user, "And a sub-task?", "<p>Open the task.</p>");
    expect(screen.getByRole("button", { name: "Like" }).getAttribute("aria-pressed")).toBe("false");
  });

  it("dislikes through the modal: Submit waits for a reason, then sends it with the comment", async () => {
    const { user } = renderConversation();
    await askAndAnswer(user, "How do I print a label?", "<p>Open the asset.</p>");
    await user.click(screen.getByRole("button", { name: "Dislike" }));

    const popup = await screen.findByRole("dialog", { name: "What was wrong with this answer?" });
    expect(
      within(popup)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual([...ASSISTANT_FEEDBACK_REASONS.map((r) => r.label), "Tell us more"]);
    expect(popup.closest(`[${ASSISTANT_KEEP_OPEN_ATTR}]`)).not.toBeNull();
    await user.click(within(popup).getByRole("button", { name: "Tell us more" }));

    const modal = await screen.findByRole("dialog", { name: "Feedback" });
    const submit = within(modal).getByRole("button", { name: "Submit" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(modal.hasAttribute(ASSISTANT_KEEP_OPEN_ATTR)).toBe(true);
    const backdrop = document.querySelector(".MuiBackdrop-root");
    expect(backdrop?.hasAttribute(ASSISTANT_KEEP_OPEN_ATTR)).toBe(true);
    await user.type(
      within(modal).getByRole("textbox", { name: "Comment (optional)" }),
      "It skips the printer step",
    );
    expect(submit.disabled).toBe(true);
    await user.click(within(modal).getByRole("radio", { name: "Incomplete" }));
    expect(submit.disabled).toBe(false);
    await user.click(submit);

    await waitFor(() => expect(feedbackSent()).toHaveLength(1));
    expect(feedbackSent()[0]).toMatchObject({
      feedback: "Incomplete",
      comment: "It skips the printer step",
      isPositiveResponse: false,
      platform: 2,
      model: MODEL,
    });
    expect(await screen.findByText("Thanks for your feedback")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByRole("button", { name: "Dislike" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("sends a reason chosen in the popup at once, with no comment", async () => {
    const { user } = renderConversation();
    await askAndAnswer(user, "How do I upload a file?", "<p>Use Upload.</p>");
    await user.click(screen.getByRole("button", { name: "Dislike" }));
    const popup = await screen.findByRole("dialog", { name: "What was wrong with this answer?" });
    await user.click(within(popup).getByRole("button", { name: "Too generic" }));

    await waitFor(() => expect(feedbackSent()).toHaveLength(1));
    expect(feedbackSent()[0]).toMatchObject({
      feedback: "Too generic",
      comment: "",
      isPositiveResponse: false,
    });
    expect(await screen.findByText("Thanks for your feedback")).toBeTruthy();
  });

  it("cancels the modal without sending anything", async () => {
    const { user } = renderConversation();
    await askAndAnswer(user, "How do I upload a file?", "<p>Use Upload.</p>");
    await user.click(screen.getByRole("button", { name: "Dislike" }));
    await user.click(await screen.findByRole("button", { name: "Tell us more" }));
    const modal = await screen.findByRole("dialog", { name: "Feedback" });
    await user.click(within(modal).getByRole("radio", { name: "Too long" }));
    await user.click(within(modal).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(feedbackSent()).toHaveLength(0);
    expect(screen.getByRole("button", { name: "Dislike" }).getAttribute("aria-pressed")).toBe("false");
  });
});
