import { useState, type FormEvent, type KeyboardEvent } from "react";
import { Button, Stack, TextField } from "@mui/material";
import SendOutlined from "@mui/icons-material/SendOutlined";
import { ASSISTANT, ASSISTANT_TEXT } from "@fieldstead/domain";

export type AssistantQuestionBoxProps = {
  assistantName: string;
  /** Called with the trimmed question; the box empties, since the question moves on to the chat. */
  onAsk: (question: string) => void;
};

/** A large box for a question and its 'Ask' button; Enter asks, Shift+Enter starts a new line. */
export const AssistantQuestionBox = ({ assistantName, onAsk }: AssistantQuestionBoxProps) => {
  const [text, setText] = useState("");
  const question = text.trim();
  const ask = () => {
    if (!question) return;
    onAsk(question);
    setText("");
  };
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask();
  };
  const handleKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    ask();
  };
  return (
    <Stack component="form" onSubmit={handleSubmit} spacing={1.5} sx={{ alignItems: "flex-end" }}>
      <TextField
        label="Your question"
        placeholder={ASSISTANT_TEXT.placeholder.replace("{name}", assistantName)}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={handleKeyDown}
        multiline
        minRows={3}
        maxRows={10}
        fullWidth
        slotProps={{ htmlInput: { maxLength: ASSISTANT.maxQuestionLength } }}
      />
      <Button type="submit" variant="contained" size="large" endIcon={<SendOutlined />} disabled={!question}>
        Ask
      </Button>
    </Stack>
  );
};
