import { useQuery } from "@tanstack/react-query";
import { Box, Link, Stack, Typography } from "@mui/material";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { copyrightLine } from "../copyright.ts";

/** The footer (portal-shell §1): a help link, a terms-of-use link and '© {year} {company}'. */
export const AppFooter = () => {
  const config = useQuery(clientConfigQuery);
  return (
    <Box
      component="footer"
      role="contentinfo"
      // On wider screens the links keep clear of the assistant's round button, which floats 78 px from the right.
      sx={{
        borderTop: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        px: { xs: 2, sm: 3 },
        pr: { sm: 19 },
        py: 2,
      }}
    >
      {config.data && (
        <Stack
          direction={{ xs: "column", sm: "row" }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{ alignItems: { xs: "flex-start", sm: "center" }, fontSize: 14 }}
        >
          <Typography variant="body2" sx={{ color: "text.secondary", flex: { sm: 1 } }}>
            {copyrightLine({ companyName: config.data.CompanyName, now: new Date() })}
          </Typography>
          <Stack direction="row" spacing={3}>
            <Link href={config.data.HelpUrl} variant="body2" underline="hover">
              Help
            </Link>
            <Link href={config.data.TermsUrl} variant="body2" underline="hover">
              Terms of use
            </Link>
          </Stack>
        </Stack>
      )}
    </Box>
  );
};
