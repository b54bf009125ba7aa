import { useEffect, useRef } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Button, Link, Paper, Stack, Typography } from "@mui/material";
import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import { ASSISTANT_POPUP_SUGGESTIONS } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { openAssistant } from "../../../lib/assistant-bus.ts";
import { useAssistantName } from "../hooks/use-assistant-name.ts";
import { useCanAskAssistant } from "../hooks/use-can-ask-assistant.ts";
import { AssistantQuestionBox } from "./assistant-question-box.tsx";
import { AssistantUnavailableNote } from "./assistant-unavailable-note.tsx";

/**
 * /gen-ai, the AI help site the header's AI help button opens: what the assistant is for, a question box and
 * the suggested questions, each handed to the floating assistant. Arriving here opens the assistant's panel.
 */
export const AssistantPage = () => {
  const assistantName = useAssistantName();
  const canAsk = useCanAskAssistant();
  // Once per visit, even when a development render runs the effect twice.
  const hasOpened = useRef(false);
  useEffect(() => {
    if (!canAsk || hasOpened.current) return;
    hasOpened.current = true;
    openAssistant();
  }, [canAsk]);

  return (
    <Box sx={{ minWidth: 0, maxWidth: 880 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "AI Assistant" }]} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1 }}>
        <AutoAwesomeOutlined color="primary" fontSize="large" />
        <PageHeading>AI Assistant</PageHeading>
      </Stack>
      <Typography sx={{ color: "text.secondary", mb: 3 }}>
        {`${assistantName} answers questions about using Fieldstead from the Help Centre's articles: ask how to do something, in your own words, and ${assistantName} shows the steps and where to find them.`}
      </Typography>
      {canAsk ? (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <AssistantQuestionBox
              assistantName={assistantName}
              onAsk={(question) => openAssistant({ question })}
            />
          </Paper>
          <Box component="section" aria-labelledby="assistant-suggestions">
            <Typography
              id="assistant-suggestions"
              variant="h6"
              component="h2"
              sx={{ fontWeight: 600, mb: 1.5 }}
            >
              Try asking
            </Typography>
            <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} useFlexGap sx={{ flexWrap: "wrap" }}>
              {ASSISTANT_POPUP_SUGGESTIONS.map((suggestion) => (
                <Button
                  key={suggestion}
                  variant="outlined"
                  onClick={() => openAssistant({ question: suggestion })}
                  sx={{ textTransform: "none", justifyContent: "flex-start", textAlign: "left" }}
                >
                  {suggestion}
                </Button>
              ))}
            </Stack>
          </Box>
        </Stack>
      ) : (
        <AssistantUnavailableNote assistantName={assistantName} />
      )}
      <Typography sx={{ mt: 4 }}>
        Prefer to read?{" "}
        <Link component={RouterLink} to="/help" underline="hover">
          Browse the Help Centre
        </Link>
      </Typography>
    </Box>
  );
};
