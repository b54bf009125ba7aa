import { useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { Alert, Box, Button, InputAdornment, Stack, TextField, Typography } from "@mui/material";
import SearchOutlined from "@mui/icons-material/SearchOutlined";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { openAssistant } from "../../../lib/assistant-bus.ts";
import { messageOf } from "../../../lib/form-errors.ts";
import { useSession } from "../../auth/index.ts";
import { useHelpArticles } from "../api/get-help-articles.ts";
import { useAssistantName } from "../hooks/use-assistant-name.ts";
import { useCanAskAssistant } from "../hooks/use-can-ask-assistant.ts";
import { HelpArticleGroups } from "./help-article-groups.tsx";
import { HelpArticlePage } from "./help-article-page.tsx";
import { groupArticles, searchArticles, searchWords } from "./help-search.ts";
import { SignInNote } from "./sign-in-note.tsx";

/** The query parameter that opens the help centre with a search typed in (/help?q=lease). */
export const HELP_SEARCH_PARAM = "q";
const MAX_SEARCH_LENGTH = 200;

const countText = (shown: number, total: number, isSearching: boolean): string => {
  const noun = total === 1 ? "article" : "articles";
  return isSearching ? `${shown} of ${total} ${noun}` : `${total} ${noun}`;
};

/**
 * /help: every help article by category, with a search as you type; /help/{slug}: one article. The search
 * lives in this page, which stays mounted while articles are read, so going back finds it as it was left.
 */
export const HelpCentrePage = () => {
  const slug = (useParams()["*"] ?? "").replace(/\/+$/, "");
  const [searchParams] = useSearchParams();
  const [text, setText] = useState(() => searchParams.get(HELP_SEARCH_PARAM) ?? "");
  const { user } = useSession();
  const articles = useHelpArticles(user !== null);
  const assistantName = useAssistantName();
  const canAsk = useCanAskAssistant();

  if (slug) return <HelpArticlePage slug={slug} />;

  const all = articles.data?.articles ?? [];
  const found = searchArticles({ articles: all, text });
  const isSearching = searchWords(text).length > 0;
  const question = text.trim();

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Help Centre" }]} />
      <PageHeading spacing={1}>Help Centre</PageHeading>
      <Typography sx={{ color: "text.secondary", mb: 3 }}>
        Step-by-step guides to every part of Fieldstead.
      </Typography>
      <TextField
        type="search"
        label="Search help articles"
        placeholder="Type a few words, e.g. asset categories"
        value={text}
        onChange={(event) => setText(event.target.value)}
        fullWidth
        slotProps={{
          htmlInput: { maxLength: MAX_SEARCH_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1, maxWidth: 720 }}
      />
      {!user ? (
        <SignInNote message="Sign in to read the help articles." />
      ) : articles.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {`The help articles could not be loaded: ${messageOf(articles.error)}`}
        </Alert>
      ) : !articles.data ? (
        <PageLoader message="Loading the help articles..." />
      ) : (
        <>
          <Typography role="status" variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
            {countText(found.length, all.length, isSearching)}
          </Typography>
          {found.length === 0 ? (
            <Stack spacing={2} sx={{ alignItems: "center", py: 6, textAlign: "center" }}>
              <Typography>{`No articles match "${question}".`}</Typography>
              {canAsk && (
                <Button variant="contained" onClick={() => openAssistant({ question })}>
                  {`Ask ${assistantName}`}
                </Button>
              )}
            </Stack>
          ) : (
            <HelpArticleGroups groups={groupArticles(found)} />
          )}
        </>
      )}
    </Box>
  );
};
