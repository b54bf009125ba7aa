import { RECEIPT_MATCH_STATES, type ListQuery } from "@fieldstead/domain";

const { Unmatched, PartlyMatched, Matched } = RECEIPT_MATCH_STATES;

/** A payment's match state as the list names it. */
export const MATCH_STATES = [Unmatched, PartlyMatched, Matched] as const;

/**
 * The quick filters over the payments: Open (what still needs matching, unmatched or partly matched; the
 * default, so nothing open slips out of view), each state alone, and All.
 */
export const MATCH_TABS = ["Open", ...MATCH_STATES, "All"] as const;
export type MatchTab = (typeof MATCH_TABS)[number];

/** The quick filter rides in the address (?match=Matched) so a reload or a shared link keeps it. */
export const MATCH_PARAM = "match";

export const matchTabOf = (params: URLSearchParams): MatchTab => {
  const value = params.get(MATCH_PARAM) ?? "";
  return (MATCH_TABS as readonly string[]).includes(value) ? (value as MatchTab) : "Open";
};

const STATES_OF: Readonly<Record<MatchTab, readonly string[] | null>> = {
  Open: [Unmatched, PartlyMatched],
  [Unmatched]: [Unmatched],
  [PartlyMatched]: [PartlyMatched],
  [Matched]: [Matched],
  All: null,
};

/** The page's condition beside the grid's own: the quick filter picked. */
export type MatchTabQuery = { MatchTab: MatchTab };

type WithFilters = { FilterModel?: ListQuery["FilterModel"] } & Partial<MatchTabQuery>;

/** The list call with the quick filter as a filter on the match-state column (it takes the place of one chosen in the grid). */
export const withMatchTab = <Q extends WithFilters>({
  MatchTab = "Open",
  ...query
}: Q): Omit<Q, "MatchTab"> => {
  const states = STATES_OF[MatchTab];
  if (states === null) return query;
  return {
    ...query,
    FilterModel: { ...query.FilterModel, MatchState: { filterType: "set", values: [...states] } },
  };
};
