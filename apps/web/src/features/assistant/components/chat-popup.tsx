import { useEffect, useId, useRef, type RefObject } from "react";
import { ClickAwayListener, Paper, Portal } from "@mui/material";
import { ASSISTANT_POPUP } from "@fieldstead/domain";
import { useIsMobile } from "../../../lib/use-is-mobile.ts";
import { useChatPopup } from "../hooks/use-chat-popup.ts";
import { useChatPopupHandoff } from "../hooks/use-chat-popup-handoff.ts";
import { useChatPopupPhase } from "../hooks/use-chat-popup-phase.ts";
import { ChatPopupHeader } from "./chat-popup-header.tsx";
import { ChatPopupInput } from "./chat-popup-input.tsx";
import { ChatPopupMessages } from "./chat-popup-messages.tsx";

/** The class that carries the popup's opened look; added 10 ms after it mounts so the transition plays. */
export const CHAT_POPUP_OPEN_CLASS = "is-open";
/** The gap between the header and the popup, and between the popup and the window's right edge (desktop). */
const GAP_PX = 8;
const RIGHT_PX = 16;

export type ChatPopupProps = {
  isOpen: boolean;
  assistantName: string;
  /** The header's bottom edge, in px from the top of the window: the popup opens just below it. */
  top: number;
  /** The header button: its own click toggles the popup, and Escape or Close gives it the focus back. */
  anchorRef: RefObject<HTMLElement | null>;
  onClose: () => void;
};

/**
 * The header popup chat (portal-shell §2.6, §4.3): 350 × 500 px below the header at the right edge (the full
 * width below the header on phones). It stays mounted once opened, so the conversation survives closing and
 * reopening within the page; only the popup itself leaves the page after its hide.
 */
export const ChatPopup = ({ isOpen, assistantName, top, anchorRef, onClose }: ChatPopupProps) => {
  const phase = useChatPopupPhase(isOpen);
  useChatPopupHandoff(isOpen);
  const conversation = useChatPopup();
  const isPhone = useIsMobile();
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const isShown = phase === "open";

  const closeToButton = () => {
    onClose();
    anchorRef.current?.focus();
  };

  useEffect(() => {
    if (!isOpen) return undefined;
    const handleKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      onClose();
      anchorRef.current?.focus();
    };
    document.addEventListener("keydown", handleKey);
    return () => document.removeEventListener("keydown", handleKey);
  }, [isOpen, onClose, anchorRef]);

  // Ready to type when it opens, and again when an answer arrives (the input was disabled meanwhile).
  useEffect(() => {
    if (isShown && !conversation.isBusy) inputRef.current?.focus();
  }, [isShown, conversation.isBusy]);

  const handleClickAway = (event: MouseEvent | TouchEvent) => {
    // The header button's own click toggles the popup; any other click outside closes it.
    if (!isOpen || anchorRef.current?.contains(event.target as Node)) return;
    onClose();
  };

  if (phase === "closed") return null;
  const offset = isPhone ? top : top + GAP_PX;
  return (
    <Portal>
      <ClickAwayListener onClickAway={handleClickAway}>
        <Paper
          role="dialog"
          aria-labelledby={titleId}
          elevation={12}
          className={isShown ? CHAT_POPUP_OPEN_CLASS : undefined}
          sx={{
            position: "fixed",
            zIndex: (theme) => theme.zIndex.appBar + 1,
            top: offset,
            right: isPhone ? 0 : RIGHT_PX,
            left: isPhone ? 0 : "auto",
            width: isPhone ? "100%" : ASSISTANT_POPUP.width,
            height: ASSISTANT_POPUP.height,
            maxHeight: `calc(100vh - ${offset + (isPhone ? 0 : GAP_PX)}px)`,
            borderRadius: isPhone ? 0 : undefined,
            display: "flex",
            flexDirection: "column",
            overflow: "hidden",
            opacity: 0,
            transform: "translateY(-8px)",
            transition: `opacity ${ASSISTANT_POPUP.hideMs}ms ease, transform ${ASSISTANT_POPUP.hideMs}ms ease`,
            [`&.${CHAT_POPUP_OPEN_CLASS}`]: { opacity: 1, transform: "none" },
            "@media (prefers-reduced-motion: reduce)": { transition: "none" },
          }}
        >
          <ChatPopupHeader titleId={titleId} assistantName={assistantName} onClose={closeToButton} />
          <ChatPopupMessages
            assistantName={assistantName}
            messages={conversation.messages}
            showsSuggestions={conversation.showsSuggestions}
            onPick={conversation.send}
          />
          <ChatPopupInput isBusy={conversation.isBusy} onSend={conversation.send} inputRef={inputRef} />
        </Paper>
      </ClickAwayListener>
    </Portal>
  );
};
