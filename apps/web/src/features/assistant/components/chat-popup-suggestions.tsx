import { Button, Stack } from "@mui/material";
import { ASSISTANT_POPUP_SUGGESTIONS } from "@fieldstead/domain";

export type ChatPopupSuggestionsProps = { onPick: (question: string) => void };

/** The three suggested questions (portal-shell §2.6); picking one asks it. */
export const ChatPopupSuggestions = ({ onPick }: ChatPopupSuggestionsProps) => (
  <Stack role="group" aria-label="Suggested questions" spacing={1} sx={{ alignItems: "flex-start" }}>
    {ASSISTANT_POPUP_SUGGESTIONS.map((question) => (
      <Button
        key={question}
        variant="outlined"
        size="small"
        onClick={() => onPick(question)}
        sx={{ textAlign: "left", justifyContent: "flex-start", fontWeight: 500, borderRadius: 4 }}
      >
        {question}
      </Button>
    ))}
  </Stack>
);
