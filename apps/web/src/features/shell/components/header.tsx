import { AppBar, Box, Toolbar, Typography, useMediaQuery, useTheme } from "@mui/material";
import { MOBILE_BREAKPOINT_PX } from "../../../lib/address-style.ts";
import { useSession } from "../../auth/index.ts";
import { useShellData } from "../hooks/use-shell-data.ts";
import { HeaderActions } from "./header-actions.tsx";
import { HeaderLogo } from "./header-logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { TopMenu } from "./top-menu.tsx";

/**
 * The signed-in header (portal-shell §2.2): logo, the organisation, the header buttons, and the top menu on
 * a row of its own (a drawer behind a hamburger button below the 768 px mobile breakpoint).
 */
export const Header = () => {
  const { user } = useSession();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down(MOBILE_BREAKPOINT_PX), { noSsr: true });
  const shell = useShellData();
  if (!user) return null;
  return (
    <AppBar
      component="header"
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: "divider", bgcolor: "background.paper" }}
    >
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, minHeight: { xs: 56, sm: 60 }, px: { xs: 1.5, sm: 3 } }}>
        {isPhone && <MobileMenu items={shell.menu} isLoading={shell.isMenuLoading} />}
        <HeaderLogo
          clientLogoPath={user.ClientLogoPath}
          organisationName={user.OrgName}
          isCompact={isPhone}
        />
        {!isPhone && (
          <Typography
            variant="body2"
            noWrap
            sx={{ color: "text.secondary", borderLeft: 1, borderColor: "divider", pl: 2, minWidth: 0 }}
          >
            {user.OrgName}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <HeaderActions
          showsAiHelp={shell.showsAiHelp}
          showsCarousel={shell.showsCarousel}
          showsChatPopup={shell.showsChatPopup}
        />
      </Toolbar>
      {!isPhone && (
        <Box sx={{ px: { sm: 1.5 }, borderTop: 1, borderColor: "divider", bgcolor: "background.paper" }}>
          <TopMenu items={shell.menu} isLoading={shell.isMenuLoading} />
        </Box>
      )}
    </AppBar>
  );
};
