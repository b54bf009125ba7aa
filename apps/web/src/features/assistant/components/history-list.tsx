import { Fragment, useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import Box from "@mui/material/Box";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListSubheader from "@mui/material/ListSubheader";
import { ASSISTANT_TEXT } from "@fieldstead/domain";
import { chatHistoryQuery } from "../api/chat-history.ts";
import { groupHistory } from "./history-groups.ts";
import { HistoryEmpty } from "./history-empty.tsx";
import { HistoryItem } from "./history-item.tsx";

export type HistoryListProps = {
  /** The assistant's model label, sent with the history call. */
  model: string;
  search: string;
  currentChatId: string | null;
  onSelect: (chatId: string) => void;
};

/** The person's chats grouped under Today, Yesterday and All Chats; fetched again each time it opens. */
export const HistoryList = ({ model, search, currentChatId, onSelect }: HistoryListProps) => {
  const history = useQuery(chatHistoryQuery(model));
  const chats = history.data;
  const groups = useMemo(
    () => groupHistory({ chats: chats ?? [], search, now: new Date() }),
    [chats, search],
  );

  if (!chats)
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
        <CircularProgress size={28} aria-label="Loading chat history" />
      </Box>
    );
  if (chats.length === 0)
    return <HistoryEmpty title={ASSISTANT_TEXT.historyEmpty} hint={ASSISTANT_TEXT.historyEmptyHint} />;
  if (groups.length === 0)
    return <HistoryEmpty title={ASSISTANT_TEXT.searchEmpty} hint={ASSISTANT_TEXT.searchEmptyHint} />;
  return (
    <List dense disablePadding sx={{ pb: 1 }}>
      {groups.map((group) => (
        <Fragment key={group.label}>
          <ListSubheader disableSticky sx={{ lineHeight: "32px", bgcolor: "transparent" }}>
            {group.label}
          </ListSubheader>
          {group.entries.map((entry) => (
            <HistoryItem
              key={entry.id}
              entry={entry}
              isCurrent={entry.id === currentChatId}
              onSelect={onSelect}
            />
          ))}
        </Fragment>
      ))}
    </List>
  );
};
