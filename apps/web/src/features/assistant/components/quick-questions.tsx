import { Box, Button, Stack, Typography } from "@mui/material";
import { ASSISTANT_TEXT } from "@fieldstead/domain";

export type QuickQuestionsProps = {
  assistantName: string;
  /** The three questions of the current page's category. */
  questions: readonly string[];
  onAsk: (question: string) => void;
};

/** An empty conversation's greeting and the page's three quick questions; choosing one asks it. */
export const QuickQuestions = ({ assistantName, questions, onAsk }: QuickQuestionsProps) => (
  <Box sx={{ py: 2 }}>
    <Typography variant="body1" sx={{ fontWeight: 600, mb: 1.5 }}>
      {ASSISTANT_TEXT.popupWelcome.replace("{name}", assistantName)}
    </Typography>
    <Stack spacing={1} component="ul" sx={{ listStyle: "none", p: 0, m: 0 }} aria-label="Suggested questions">
      {questions.map((question) => (
        <li key={question}>
          <Button
            variant="outlined"
            fullWidth
            onClick={() => onAsk(question)}
            sx={{
              justifyContent: "flex-start",
              textAlign: "left",
              fontWeight: 500,
              borderRadius: 5,
              py: 0.75,
            }}
          >
            {question}
          </Button>
        </li>
      ))}
    </Stack>
  </Box>
);
