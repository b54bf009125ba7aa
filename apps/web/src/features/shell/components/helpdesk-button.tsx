import { useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import SupportAgentOutlined from "@mui/icons-material/SupportAgentOutlined";
import { sessionStore } from "../../../lib/storage.ts";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { triggerSso } from "../api/sso-trigger.ts";
import { logShellFailure } from "../shell-log.ts";
import { HeaderIconButton } from "../../../components/ui/header-icon-button.tsx";

/** Helpdesk: single sign-on first, then the helpdesk in this tab; failures are only logged (portal-shell §8). */
export const HelpdeskButton = () => {
  const config = useQuery(clientConfigQuery);
  const isBusy = useRef(false);

  const handleClick = async () => {
    if (isBusy.current || !config.data) return;
    isBusy.current = true;
    const url = config.data.HelpdeskUrl;
    try {
      await triggerSso(sessionStore.read() !== null);
      window.location.assign(url);
    } catch (err) {
      logShellFailure("helpdesk single sign-on failed", err);
    } finally {
      isBusy.current = false;
    }
  };

  return (
    <HeaderIconButton label="Helpdesk" onClick={() => void handleClick()}>
      <SupportAgentOutlined />
    </HeaderIconButton>
  );
};
