import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Box, IconButton, InputAdornment, TextField } from "@mui/material";
import SendRounded from "@mui/icons-material/SendRounded";
import { ASSISTANT, ASSISTANT_TEXT } from "@fieldstead/domain";

export type ChatInputProps = {
  assistantName: string;
  /** An answer is streaming: the field and Send wait ('Thinking...'). */
  isBusy: boolean;
  onSend: (question: string) => void;
};

/** The question field: Enter sends, Shift+Enter starts a new line; Send is off while blank or busy (§5). */
export const ChatInput = ({ assistantName, isBusy, onSend }: ChatInputProps) => {
  const [text, setText] = useState("");
  const field = useRef<HTMLTextAreaElement>(null);
  const isBlank = text.trim() === "";
  const send = () => {
    if (isBlank || isBusy) return;
    onSend(text);
    setText("");
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Enter while an input method is composing a character confirms the character, not the question.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };
  // The field was disabled while the answer streamed; give it back its focus for the next question.
  const wasBusy = useRef(isBusy);
  useEffect(() => {
    if (wasBusy.current && !isBusy && document.activeElement === document.body) field.current?.focus();
    wasBusy.current = isBusy;
  }, [isBusy]);
  return (
    <Box sx={{ p: 1.5, borderTop: 1, borderColor: "divider" }}>
      <TextField
        inputRef={field}
        fullWidth
        multiline
        maxRows={5}
        size="small"
        value={text}
        disabled={isBusy}
        placeholder={
          isBusy
            ? ASSISTANT_TEXT.placeholderBusy
            : ASSISTANT_TEXT.placeholder.replace("{name}", assistantName)
        }
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        slotProps={{
          htmlInput: { maxLength: ASSISTANT.maxQuestionLength, "aria-label": `Ask ${assistantName}` },
          input: {
            sx: { borderRadius: 3, pr: 0.75 },
            endAdornment: (
              <InputAdornment position="end" sx={{ alignSelf: "flex-end", mb: 1.5 }}>
                <IconButton
                  aria-label="Send"
                  color="primary"
                  size="small"
                  disabled={isBlank || isBusy}
                  onClick={send}
                >
                  <SendRounded fontSize="small" />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
};
