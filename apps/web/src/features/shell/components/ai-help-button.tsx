import { useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import { useSession } from "../../auth/index.ts";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { helpHandoff } from "../api/help-handoff.ts";
import { logShellFailure } from "../shell-log.ts";
import { HeaderIconButton } from "../../../components/ui/header-icon-button.tsx";

/** The AI help site opens this long after a successful hand-off (portal-shell §7.2). */
export const AI_HELP_OPEN_DELAY_MS = 500;

/** AI help: the sign-in hand-off to the help service, then the AI help site in a new tab. */
export const AiHelpButton = () => {
  const { user } = useSession();
  const config = useQuery(clientConfigQuery);
  const isBusy = useRef(false);

  const handleClick = async () => {
    if (isBusy.current || !user || !config.data) return;
    isBusy.current = true;
    const url = config.data.AiHelpUrl;
    try {
      await helpHandoff();
      window.setTimeout(() => window.open(url, "_blank", "noopener"), AI_HELP_OPEN_DELAY_MS);
    } catch (err) {
      // A failed hand-off is only logged (portal-shell §8).
      logShellFailure("AI help hand-off failed", err);
    } finally {
      isBusy.current = false;
    }
  };

  return (
    <HeaderIconButton label="AI help" onClick={() => void handleClick()}>
      <AutoAwesomeOutlined />
    </HeaderIconButton>
  );
};
