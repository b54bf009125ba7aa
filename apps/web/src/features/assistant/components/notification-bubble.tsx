import { useEffect, useRef } from "react";
import ButtonBase from "@mui/material/ButtonBase";
import Grow from "@mui/material/Grow";
import { ASSISTANT } from "@fieldstead/domain";

export type NotificationBubbleProps = {
  assistantName: string;
  /** A click opens the chat panel. */
  onOpen: () => void;
  /** Called 3 s after the bubble appears (portal-shell §9). */
  onHide: () => void;
};

/**
 * The small bubble by the launch button that says an answer is ready while the panel was minimised. It goes away
 * by itself after 3 s.
 */
export const NotificationBubble = ({ assistantName, onOpen, onHide }: NotificationBubbleProps) => {
  const hide = useRef(onHide);
  hide.current = onHide;
  useEffect(() => {
    const timer = window.setTimeout(() => hide.current(), ASSISTANT.bubbleHideMs);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div role="status">
      <Grow in appear style={{ transformOrigin: "bottom right" }}>
        <ButtonBase
          onClick={onOpen}
          sx={{
            px: 2,
            py: 1.25,
            maxWidth: 260,
            borderRadius: 3,
            bgcolor: "background.paper",
            color: "text.primary",
            boxShadow: 6,
            typography: "body2",
            fontWeight: 600,
            textAlign: "left",
          }}
        >
          {`${assistantName} has answered your question`}
        </ButtonBase>
      </Grow>
    </div>
  );
};
