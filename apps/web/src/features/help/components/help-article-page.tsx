import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Box, Button, Link, List, ListItem, Paper, Stack, Typography } from "@mui/material";
import ArrowBack from "@mui/icons-material/ArrowBack";
import { HelpArticleQuerySchema } from "@fieldstead/domain";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { isNotFound } from "../../../components/ui/record-not-found.tsx";
import { openAssistant } from "../../../lib/assistant-bus.ts";
import { ApiError } from "../../../lib/http.ts";
import { messageOf } from "../../../lib/form-errors.ts";
import { useSession } from "../../auth/index.ts";
import { useHelpArticle } from "../api/get-help-article.ts";
import { useAssistantName } from "../hooks/use-assistant-name.ts";
import { useCanAskAssistant } from "../hooks/use-can-ask-assistant.ts";
import { HelpArticleBody } from "./help-article-body.tsx";
import { HELP_CATEGORY_LABELS } from "./help-categories.ts";
import { SignInNote } from "./sign-in-note.tsx";

export type HelpArticlePageProps = { slug: string };

export const ARTICLE_MISSING_TEXT = "This help article does not exist.";
const HELP_CENTRE_ENTRY = { kind: "link", label: "Help Centre", to: "/help" } as const;

const BackLink = () => (
  <Link component={RouterLink} to="/help" underline="hover" sx={{ display: "inline-flex", gap: 0.5 }}>
    <ArrowBack fontSize="small" />
    Back to the Help Centre
  </Link>
);

/** A refusal of the address itself (no such article, or a slug that cannot be one) rather than a failed call. */
const isMissing = (error: unknown) =>
  isNotFound(error) || (error instanceof ApiError && error.status === 400);

/** /help/{slug}: one help article, the articles it links to, and a way to ask the assistant instead. */
export const HelpArticlePage = ({ slug }: HelpArticlePageProps) => {
  // An address that cannot name an article is not asked for.
  const isValidSlug = HelpArticleQuerySchema.safeParse({ slug }).success;
  const { user } = useSession();
  const article = useHelpArticle(slug, isValidSlug && user !== null);
  const assistantName = useAssistantName();
  const canAsk = useCanAskAssistant();

  // Another article opened from this one starts at its top, not where the last one was scrolled to.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [slug]);

  if (!user)
    return (
      <Box>
        <BreadcrumbBar entries={[HELP_CENTRE_ENTRY]} />
        <SignInNote message="Sign in to read this help article." />
      </Box>
    );
  if (!isValidSlug || (article.isError && isMissing(article.error)))
    return (
      <Box>
        <BreadcrumbBar entries={[HELP_CENTRE_ENTRY, { kind: "error", label: "Help article not found" }]} />
        <Alert severity="warning" sx={{ mb: 2 }}>
          {ARTICLE_MISSING_TEXT}
        </Alert>
        <BackLink />
      </Box>
    );
  if (article.isError)
    return (
      <Box>
        <BreadcrumbBar entries={[HELP_CENTRE_ENTRY, { kind: "error", label: "Help article not loaded" }]} />
        <Alert severity="error" sx={{ mb: 2 }}>
          {`The help article could not be loaded: ${messageOf(article.error)}`}
        </Alert>
        <BackLink />
      </Box>
    );
  if (!article.data) return <PageLoader message="Loading the article..." />;

  const { title, category, html, related } = article.data;
  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[HELP_CENTRE_ENTRY, { kind: "text", label: title }]} />
      <Typography variant="overline" component="p" sx={{ color: "text.secondary", lineHeight: 1.5 }}>
        {HELP_CATEGORY_LABELS[category]}
      </Typography>
      <PageHeading spacing={3}>{title}</PageHeading>
      <Stack direction={{ xs: "column", md: "row" }} spacing={3} sx={{ alignItems: "flex-start" }}>
        <Paper component="article" variant="outlined" sx={{ p: { xs: 2, sm: 4 }, flex: 1, minWidth: 0 }}>
          <HelpArticleBody html={html} />
        </Paper>
        <Stack spacing={3} sx={{ width: { xs: "100%", md: 300 }, flexShrink: 0 }}>
          {related.length > 0 && (
            <Paper component="aside" variant="outlined" aria-labelledby="help-related" sx={{ p: 2.5 }}>
              <Typography id="help-related" variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
                Related articles
              </Typography>
              <List dense disablePadding>
                {related.map((r) => (
                  <ListItem key={r.slug} disableGutters sx={{ py: 0.5 }}>
                    <Link component={RouterLink} to={`/help/${r.slug}`} underline="hover">
                      {r.title}
                    </Link>
                  </ListItem>
                ))}
              </List>
            </Paper>
          )}
          {canAsk && (
            <Paper variant="outlined" sx={{ p: 2.5 }}>
              <Stack spacing={1.5} sx={{ alignItems: "flex-start" }}>
                <Typography sx={{ color: "text.secondary" }}>
                  Did not find what you were looking for?
                </Typography>
                <Button variant="contained" onClick={() => openAssistant()}>
                  {`Still stuck? Ask ${assistantName}`}
                </Button>
              </Stack>
            </Paper>
          )}
        </Stack>
      </Stack>
      <Box sx={{ mt: 3 }}>
        <BackLink />
      </Box>
    </Box>
  );
};
