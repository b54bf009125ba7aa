import { useState, type FormEvent, type Ref } from "react";
import { Box, IconButton, InputBase } from "@mui/material";
import SendRounded from "@mui/icons-material/SendRounded";
import { ASSISTANT, ASSISTANT_TEXT } from "@fieldstead/domain";

export type ChatPopupInputProps = {
  isBusy: boolean;
  onSend: (question: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The message line (portal-shell §2.6): 'Type your message...', or 'Processing your request...' and disabled
 * while an answer is on its way. Enter or Send asks; Send is disabled while the line is blank.
 */
export const ChatPopupInput = ({ isBusy, onSend, inputRef }: ChatPopupInputProps) => {
  const [draft, setDraft] = useState("");
  const isBlank = draft.trim() === "";

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isBlank || isBusy) return;
    onSend(draft);
    setDraft("");
  };

  return (
    <Box
      component="form"
      onSubmit={handleSubmit}
      sx={{ display: "flex", alignItems: "center", gap: 1, p: 1.5, borderTop: 1, borderColor: "divider" }}
    >
      <InputBase
        inputRef={inputRef}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        disabled={isBusy}
        placeholder={isBusy ? ASSISTANT_TEXT.popupPlaceholderBusy : ASSISTANT_TEXT.popupPlaceholder}
        slotProps={{ input: { "aria-label": "Message", maxLength: ASSISTANT.maxQuestionLength } }}
        sx={{ flex: 1, px: 1.5, py: 0.5, fontSize: 14, bgcolor: "grey.100", borderRadius: 5 }}
      />
      <IconButton type="submit" aria-label="Send" color="primary" disabled={isBlank || isBusy}>
        <SendRounded />
      </IconButton>
    </Box>
  );
};
