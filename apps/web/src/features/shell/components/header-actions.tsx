import { Stack } from "@mui/material";
import { ChatPopupButton } from "../../assistant/index.ts";
import { AiHelpButton } from "./ai-help-button.tsx";
import { CarouselButton } from "./carousel-button.tsx";
import { HelpdeskButton } from "./helpdesk-button.tsx";
import { NotificationsButton } from "./notifications-button.tsx";
import { ProfileMenu } from "./profile-menu.tsx";

export type HeaderActionsProps = { showsAiHelp: boolean; showsCarousel: boolean; showsChatPopup: boolean };

/** The header's buttons (portal-shell §2.2, §2.6): AI help, chat, carousel, helpdesk, notifications, profile. */
export const HeaderActions = ({ showsAiHelp, showsCarousel, showsChatPopup }: HeaderActionsProps) => (
  <Stack direction="row" spacing={{ xs: 0, sm: 0.5 }} sx={{ alignItems: "center", flexShrink: 0 }}>
    {showsAiHelp && <AiHelpButton />}
    {showsChatPopup && <ChatPopupButton />}
    {showsCarousel && <CarouselButton />}
    <HelpdeskButton />
    <NotificationsButton />
    <ProfileMenu />
  </Stack>
);
