import { Box, Typography } from "@mui/material";
import LinkOffOutlined from "@mui/icons-material/LinkOffOutlined";
import { EMBED_LOAD_FAILED } from "./embed-api.ts";

export type EmbedErrorPageProps = { message: string };

/** What an embedded dashboard shows instead of its figures when its link is refused or the data fails. */
export const EmbedErrorPage = ({ message }: EmbedErrorPageProps) => (
  <Box
    role="alert"
    sx={{
      minHeight: "100vh",
      display: "grid",
      placeItems: "center",
      textAlign: "center",
      p: 3,
      bgcolor: "background.default",
    }}
  >
    <Box sx={{ maxWidth: 480 }}>
      <LinkOffOutlined sx={{ fontSize: 48, color: "text.secondary" }} aria-hidden />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mt: 1.5 }}>
        {message}
      </Typography>
      <Typography sx={{ color: "text.secondary", mt: 1 }}>
        {message === EMBED_LOAD_FAILED
          ? "It tries again on its own in a few minutes."
          : "Ask whoever shared this dashboard for a new link."}
      </Typography>
    </Box>
  </Box>
);
