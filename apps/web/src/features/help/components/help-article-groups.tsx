import { Link as RouterLink } from "react-router";
import { Box, Link, List, ListItem, Paper, Typography } from "@mui/material";
import type { HelpArticleGroup } from "./help-search.ts";

export type HelpArticleGroupsProps = { groups: readonly HelpArticleGroup[] };

/** The help centre's articles, one box per category, each a list of links to the articles. */
export const HelpArticleGroups = ({ groups }: HelpArticleGroupsProps) => (
  <Box
    sx={{
      display: "grid",
      gap: 2,
      gridTemplateColumns: { xs: "1fr", md: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
      alignItems: "start",
    }}
  >
    {groups.map((group) => {
      const headingId = `help-group-${group.category}`;
      return (
        <Paper key={group.category} component="section" variant="outlined" sx={{ p: 2.5, minWidth: 0 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
            {group.label}{" "}
            <Typography component="span" sx={{ color: "text.secondary", fontWeight: 400 }}>
              ({group.articles.length})
            </Typography>
          </Typography>
          <List aria-labelledby={headingId} dense disablePadding>
            {group.articles.map((article) => (
              <ListItem key={article.slug} disableGutters sx={{ py: 0.5 }}>
                <Link component={RouterLink} to={`/help/${article.slug}`} underline="hover">
                  {article.title}
                </Link>
              </ListItem>
            ))}
          </List>
        </Paper>
      );
    })}
  </Box>
);
