import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { IconButton } from "@mui/material";
import ChatOutlined from "@mui/icons-material/ChatOutlined";
import { DeferredTooltip } from "../../../components/ui/deferred-tooltip.tsx";
import { clientConfigQuery } from "../../../lib/client-config.ts";
import { HEADER_ICON_SX } from "../../../components/ui/header-icon-button.tsx";
import { loadWhenOnline } from "../../../lib/load-when-online.ts";

const loadChatPopup = () => import("./chat-popup.tsx");
// The popup (its conversation and the HTML sanitiser) is not part of the first download: it loads on the first
// open, or as soon as the pointer or the focus reaches the button.
const ChatPopup = lazy(loadWhenOnline(async () => ({ default: (await loadChatPopup()).ChatPopup })));
const preload = () => void loadChatPopup();

/** The header's chat button (portal-shell §2.6): opens and closes the popup chat below the header. */
export const ChatPopupButton = () => {
  const config = useQuery(clientConfigQuery);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [top, setTop] = useState<number | null>(null);
  const close = useCallback(() => setIsOpen(false), []);

  const assistantName = config.data?.AssistantName;
  if (!assistantName) return null;
  const label = `Chat with ${assistantName}`;

  const handleClick = () => {
    const button = buttonRef.current;
    const edge = button?.closest("header") ?? button;
    setTop(edge?.getBoundingClientRect().bottom ?? 0);
    setIsOpen((open) => !open);
  };

  return (
    <>
      {/* No tooltip over the open popup. */}
      <DeferredTooltip title={isOpen ? "" : label}>
        <IconButton
          ref={buttonRef}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          onClick={handleClick}
          onPointerEnter={preload}
          onFocus={preload}
          sx={HEADER_ICON_SX}
        >
          <ChatOutlined />
        </IconButton>
      </DeferredTooltip>
      {top !== null && (
        <Suspense fallback={null}>
          <ChatPopup
            isOpen={isOpen}
            assistantName={assistantName}
            top={top}
            anchorRef={buttonRef}
            onClose={close}
          />
        </Suspense>
      )}
    </>
  );
};
