import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";
import timezone from "dayjs/plugin/timezone";
import { ASSISTANT, ASSISTANT_TEXT, DISPLAY_TIME_ZONE } from "@fieldstead/domain";

dayjs.extend(utc);
dayjs.extend(timezone);

/** One of the person's chats as the history lists it (portal-shell §3: id, title, date). */
export type HistoryChat = { id: string; title: string; date: string };

export type HistoryEntry = HistoryChat & {
  /** Longer than 15 characters: the full title also shows in a tooltip (the list cuts it to its width). */
  hasTooltip: boolean;
  /** '4:37 PM' for today and yesterday, 'Nov 3' for older chats (Denver time). */
  when: string;
};

export type HistoryGroup = { label: string; entries: HistoryEntry[] };

// The spec's 'h:mm a' and 'MMM d' in its own notation: hour with AM/PM, and month with the day of the month.
const RECENT_FORMAT = "h:mm A";
const OLDER_FORMAT = "MMM D";

/**
 * The listed title: 'Untitled Chat' when blank. The list shows as much as fits on one line; past 15 characters the
 * full title also shows in a tooltip.
 */
export const historyTitle = (title: string): { title: string; hasTooltip: boolean } => {
  const full = title.trim() === "" ? ASSISTANT_TEXT.untitledChat : title.trim();
  return { title: full, hasTooltip: full.length > ASSISTANT.titleTooltipAfter };
};

/** History search: a case-insensitive 'title contains' filter (portal-shell §5); a blank search keeps all. */
export const filterHistory = (chats: readonly HistoryChat[], search: string): HistoryChat[] => {
  const needle = search.trim().toLowerCase();
  if (needle === "") return [...chats];
  return chats.filter((c) => historyTitle(c.title).title.toLowerCase().includes(needle));
};

type Bucket = "today" | "yesterday" | "older";

const BUCKET_LABELS: Record<Bucket, string> = {
  today: ASSISTANT_TEXT.historyToday,
  yesterday: ASSISTANT_TEXT.historyYesterday,
  older: ASSISTANT_TEXT.historyAll,
};

/**
 * The chats that match `search`, newest first, under Today, Yesterday and All Chats by their day in Denver time;
 * empty groups are left out. A chat stamped later than `now` (a clock ahead of ours) counts as today; one with no
 * readable date goes last under All Chats, with no time.
 */
export const groupHistory = ({
  chats,
  search,
  now,
}: {
  chats: readonly HistoryChat[];
  search: string;
  now: Date;
}): HistoryGroup[] => {
  const today = dayjs(now).tz(DISPLAY_TIME_ZONE).startOf("day");
  const yesterday = today.subtract(1, "day");
  const buckets: Record<Bucket, { entry: HistoryEntry; at: number }[]> = {
    today: [],
    yesterday: [],
    older: [],
  };

  for (const chat of filterHistory(chats, search)) {
    const parsed = dayjs(chat.date);
    const at = parsed.isValid() ? parsed.tz(DISPLAY_TIME_ZONE) : null;
    const bucket: Bucket =
      !at || at.isBefore(yesterday) ? "older" : at.isBefore(today) ? "yesterday" : "today";
    const when = at ? at.format(bucket === "older" ? OLDER_FORMAT : RECENT_FORMAT) : "";
    const { hasTooltip, title } = historyTitle(chat.title);
    buckets[bucket].push({
      entry: { ...chat, title, hasTooltip, when },
      at: at?.valueOf() ?? -Infinity,
    });
  }

  return (Object.keys(BUCKET_LABELS) as Bucket[])
    .filter((bucket) => buckets[bucket].length > 0)
    .map((bucket) => ({
      label: BUCKET_LABELS[bucket],
      entries: buckets[bucket].sort((a, b) => b.at - a.at).map((b) => b.entry),
    }));
};
