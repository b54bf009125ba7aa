import { Stack } from "@mui/material";
import { AiHelpButton } from "./ai-help-button.tsx";
import { CarouselButton } from "./carousel-button.tsx";
import { HelpdeskButton } from "./helpdesk-button.tsx";
import { NotificationsButton } from "./notifications-button.tsx";
import { ProfileMenu } from "./profile-menu.tsx";

export type HeaderActionsProps = { showsAiHelp: boolean; showsCarousel: boolean };

/** The header's buttons (portal-shell §2.2): AI help, carousel, helpdesk, notifications, profile menu. */
export const HeaderActions = ({ showsAiHelp, showsCarousel }: HeaderActionsProps) => (
  <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ alignItems: "center", flexShrink: 0 }}>
    {showsAiHelp && <AiHelpButton />}
    {showsCarousel && <CarouselButton />}
    <HelpdeskButton />
    <NotificationsButton />
    <ProfileMenu />
  </Stack>
);
