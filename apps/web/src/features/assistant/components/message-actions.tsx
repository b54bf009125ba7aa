import { useState } from "react";
import { IconButton, Stack, Tooltip, Typography } from "@mui/material";
import AutorenewOutlined from "@mui/icons-material/AutorenewOutlined";
import ThumbDown from "@mui/icons-material/ThumbDown";
import ThumbDownOutlined from "@mui/icons-material/ThumbDownOutlined";
import ThumbUp from "@mui/icons-material/ThumbUp";
import ThumbUpOutlined from "@mui/icons-material/ThumbUpOutlined";
import type { FeedbackReason } from "../assistant-chat.types.ts";
import { FeedbackModal } from "./feedback-modal.tsx";
import { FeedbackPopup } from "./feedback-popup.tsx";

export type MessageActionsProps = {
  isLiked: boolean;
  onRegenerate: () => void;
  onLike: () => void;
  onDislike: (reason: FeedbackReason, comment: string) => void;
};

/**
 * Regenerate, dislike and like under the last whole answer (portal-shell §2.5, §4.2). Dislike opens the quick
 * reasons, from which 'Tell us more' opens the modal. Keyed by the answer, so a new answer starts unjudged.
 */
export const MessageActions = ({ isLiked, onRegenerate, onLike, onDislike }: MessageActionsProps) => {
  const [popupAnchor, setPopupAnchor] = useState<HTMLElement | null>(null);
  const [isModalOpen, setIsModalOpen] = useState(false);
  const [isDisliked, setIsDisliked] = useState(false);
  const dislike = (reason: FeedbackReason, comment: string) => {
    setPopupAnchor(null);
    setIsModalOpen(false);
    setIsDisliked(true);
    onDislike(reason, comment);
  };
  const handleLike = () => {
    setIsDisliked(false);
    onLike();
  };
  const isDislikeShown = isDisliked && !isLiked;
  return (
    <Stack direction="row" spacing={0.25} sx={{ mt: 0.5, alignItems: "center" }}>
      <Tooltip title="Regenerate">
        <IconButton size="small" aria-label="Regenerate" onClick={onRegenerate}>
          <AutorenewOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Dislike">
        <IconButton
          size="small"
          aria-label="Dislike"
          aria-pressed={isDislikeShown}
          aria-haspopup="dialog"
          color={isDislikeShown ? "primary" : "default"}
          onClick={(event) => setPopupAnchor(event.currentTarget)}
        >
          {isDislikeShown ? <ThumbDown fontSize="small" /> : <ThumbDownOutlined fontSize="small" />}
        </IconButton>
      </Tooltip>
      <Tooltip title="Like">
        <IconButton
          size="small"
          aria-label="Like"
          aria-pressed={isLiked}
          color={isLiked ? "primary" : "default"}
          onClick={handleLike}
        >
          {isLiked ? <ThumbUp fontSize="small" /> : <ThumbUpOutlined fontSize="small" />}
        </IconButton>
      </Tooltip>
      {isDislikeShown && (
        <Typography role="status" variant="caption" color="text.secondary" sx={{ pl: 0.5 }}>
          Thanks for your feedback
        </Typography>
      )}
      <FeedbackPopup
        anchor={popupAnchor}
        onReason={(reason) => dislike(reason, "")}
        onMore={() => {
          setPopupAnchor(null);
          setIsModalOpen(true);
        }}
        onClose={() => setPopupAnchor(null)}
      />
      <FeedbackModal isOpen={isModalOpen} onSubmit={dislike} onClose={() => setIsModalOpen(false)} />
    </Stack>
  );
};
