import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, within } from "@testing-library/react";
import type { ListQuery, ListReply } from "@fieldstead/domain";
import { renderUi } from "../../test/render-ui.tsx";
import { CardList } from "./card-list.tsx";
import { cardFromColumns, pickCard, type CardMapping } from "./card-mapping.tsx";
import type { DataGridColumn } from "./grid-columns.ts";
import type { CardListQuery } from "./use-card-pages.ts";

type Job = {
  Id: number;
  Code: string;
  Name: string;
  State: string;
  Place: string | null;
  Due: string | null;
};

const JOBS: Job[] = Array.from({ length: 5 }, (_, i) => ({
  Id: i + 1,
  Code: `J-${i + 1}`,
  Name: `Job ${i + 1}`,
  State: i === 0 ? "Late" : "Waiting",
  Place: i === 1 ? null : `Site ${i + 1}`,
  Due: `2026-03-1${i}`,
}));

const CARD: CardMapping<Job> = {
  overline: (row) => row.Code,
  title: (row) => row.Name,
  status: (row) => <span>{row.State}</span>,
  facts: (row) => [
    { label: "Due", value: row.Due },
    { label: "Place", value: row.Place },
  ],
};

const QUERY: CardListQuery<object> = {
  SortModel: [{ colId: "Due", sort: "asc" }],
  FilterModel: {},
  Search: null,
};

/** A server list over JOBS: pages by StartRow, each naming the cursor of the row after it. */
const serverOf = (rows: Job[] = JOBS) =>
  vi.fn(async (query: ListQuery): Promise<ListReply<Job>> => {
    const page = rows.slice(query.StartRow, query.StartRow + query.PageSize);
    const end = query.StartRow + page.length;
    return { Rows: page, TotalCount: rows.length, NextCursor: end < rows.length ? `after-${end}` : null };
  });

/** IntersectionObserver as the list uses it: `reveal()` brings every watched sentinel into view. */
class FakeObserver {
  static live = new Set<FakeObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeObserver.live.add(this);
  }
  disconnect() {
    FakeObserver.live.delete(this);
  }
  static reveal() {
    for (const observer of [...FakeObserver.live])
      observer.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

const original = globalThis.IntersectionObserver;
beforeEach(() => {
  FakeObserver.live.clear();
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

/** Waits until the list watches its end again (after each page), then brings the end into view. */
const scrollToEnd = async () => {
  await vi.waitFor(() => expect(FakeObserver.live.size).toBeGreaterThan(0));
  act(() => FakeObserver.reveal());
};

const cards = () => within(screen.getByRole("list", { name: "Jobs" })).getAllByRole("listitem");

describe("the card list", () => {
  it("says it is loading, then shows each row as a card: code, title, status and the facts that have a value", async () => {
    const fetchPage = serverOf();
    renderUi(
      <CardList
        label="Jobs"
        fetchPage={fetchPage}
        query={QUERY}
        getRowId={(r) => String(r.Id)}
        card={CARD}
        isFiltered={false}
        pageSize={10}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain("Loading rows…");
    await screen.findByRole("list", { name: "Jobs" });
    expect(cards()).toHaveLength(5);
    const second = cards()[1]!;
    expect(second.textContent).toContain("J-2");
    expect(second.textContent).toContain("Job 2");
    expect(second.textContent).toContain("Waiting");
    expect(second.textContent).toContain("Due2026-03-11");
    // No place: the line is left out, not shown empty.
    expect(within(second).queryByText("Place")).toBeNull();
    expect(within(cards()[2]!).getByText("Site 3")).toBeTruthy();
    expect(fetchPage).toHaveBeenCalledWith({ ...QUERY, StartRow: 0, PageSize: 10, After: null });
  });

  it("opens a card's record with one tap on its main action", async () => {
    const onOpen = vi.fn();
    const { user } = renderUi(
      <CardList
        label="Jobs"
        fetchPage={serverOf()}
        query={QUERY}
        getRowId={(r) => String(r.Id)}
        card={CARD}
        onOpen={onOpen}
        isFiltered={false}
      />,
    );
    await screen.findByRole("list", { name: "Jobs" });
    await user.click(within(cards()[3]!).getByRole("button", { name: "J-4 Job 4" }));
    expect(onOpen).toHaveBeenCalledWith(JOBS[3]);
  });

  it("has no button on a card when the list opens nothing", async () => {
    renderUi(
      <CardList
        label="Jobs"
        fetchPage={serverOf()}
        query={QUERY}
        getRowId={(r) => String(r.Id)}
        card={CARD}
        isFiltered={false}
      />,
    );
    await screen.findByRole("list", { name: "Jobs" });
    expect(within(cards()[0]!).queryByRole("button")).toBeNull();
  });

  it("reads the next page after the last cursor as the end comes into view, until there is no more", async () => {
    const fetchPage = serverOf();
    renderUi(
      <CardList
        label="Jobs"
        fetchPage={fetchPage}
        query={QUERY}
        getRowId={(r) => String(r.Id)}
        card={CARD}
        isFiltered={false}
        pageSize={2}
      />,
    );
    await screen.findByRole("list", { name: "Jobs" });
    expect(cards()).toHaveLength(2);
    await scrollToEnd();
    await vi.waitFor(() => expect(cards()).toHaveLength(4));
    expect(fetchPage).toHaveBeenLastCalledWith({ ...QUERY, StartRow: 2, PageSize: 2, After: "after-2" });
    await scrollToEnd();
    await vi.waitFor(() => expect(cards()).toHaveLength(5));
    expect(fetchPage).toHaveBeenLastCalledWith({ ...QUERY, StartRow: 4, PageSize: 2, After: "after-4" });
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    // At the end nothing is watched: no further page is asked for.
    expect(FakeObserver.live.size).toBe(0);
    act(() => FakeObserver.reveal());
    expect(fetchPage).toHaveBeenCalledTimes(3);
  });

  it("reads more with 'Show more' too, for those who do not scroll", async () => {
    const { user } = renderUi(
      <CardList
        label="Jobs"
        fetchPage={serverOf()}
        query={QUERY}
        getRowId={(r) => String(r.Id)}
        card={CARD}
        isFiltered={false}
        pageSize={3}
      />,
    );
    await screen.findByRole("list", { name: "Jobs" });
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await vi.waitFor(() => expect(cards()).toHaveLength(5));
  });

  it("starts over for a new request, and drops a late reply to the old one", async () => {
    let answerOld: (reply: ListReply<Job>) => void = () => undefined;
    const fetchPage = vi.fn((query: ListQuery) =>
      query.Search === null
        ? new Promise<ListReply<Job>>((resolve) => (answerOld = resolve))
        : Promise.resolve({ Rows: [JOBS[4]!], TotalCount: 1, NextCursor: null }),
    );
    const props = {
      label: "Jobs",
      fetchPage,
      getRowId: (r: Job) => String(r.Id),
      card: CARD,
      isFiltered: false,
    };
    const { rerender } = renderUi(<CardList {...props} query={QUERY} />);
    rerender(<CardList {...props} query={{ ...QUERY, Search: "5" }} />);
    await screen.findByRole("list", { name: "Jobs" });
    act(() => answerOld({ Rows: JOBS.slice(0, 3), TotalCount: 5, NextCursor: "after-3" }));
    expect(cards()).toHaveLength(1);
    expect(cards()[0]!.textContent).toContain("Job 5");
  });

  it.each([
    [false, "There are no rows yet."],
    [true, "No rows match these filters."],
  ])("says so when there are no rows (filtered: %s)", async (isFiltered, text) => {
    renderUi(
      <CardList
        label="Jobs"
        fetchPage={serverOf([])}
        query={QUERY}
        getRowId={(r) => String(r.Id)}
        card={CARD}
        isFiltered={isFiltered}
      />,
    );
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it("says why the rows could not be read, and reads them again on Retry", async () => {
    const fetchPage = vi
      .fn<(query: ListQuery) => Promise<ListReply<Job>>>()
      .mockRejectedValueOnce(new Error("The server is not answering."))
      .mockImplementation(serverOf());
    const { user } = renderUi(
      <CardList
        label="Jobs"
        fetchPage={fetchPage}
        query={QUERY}
        getRowId={(r) => String(r.Id)}
        card={CARD}
        isFiltered={false}
      />,
    );
    expect(
      await screen.findByText(/The rows could not be loaded\. The server is not answering\./),
    ).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await screen.findByRole("list", { name: "Jobs" });
    expect(cards()).toHaveLength(5);
  });
});

describe("cards made from a list's columns", () => {
  const COLUMNS: DataGridColumn<Job>[] = [
    { colId: "Code", header: "Code", type: "text" },
    { colId: "Name", header: "Name", type: "text" },
    { colId: "State", header: "State", type: "set", options: [{ value: "Late", label: "Running late" }] },
    { colId: "Due", header: "Due by", type: "date" },
    { colId: "Place", header: "Place", type: "text", isHiddenByDefault: true },
  ];

  it("picks the columns named, in the grid's words: headers as labels, a set's label as the status chip", () => {
    const card = pickCard(COLUMNS, {
      overline: "Code",
      title: "Name",
      status: "State",
      facts: ["Due", "Place"],
    });
    const row = JOBS[0]!;
    expect(card.overline?.(row)).toBe("J-1");
    expect(card.title(row)).toBe("Job 1");
    renderUi(<>{card.status?.(row)}</>);
    expect(screen.getByText("Running late")).toBeTruthy();
    expect(card.facts?.(row)).toEqual([
      { label: "Due by", value: "Mar 10, 2026" },
      { label: "Place", value: "Site 1" },
    ]);
  });

  it("without a card of its own, titles it by the first shown column and lists the next shown ones", () => {
    const card = cardFromColumns(COLUMNS);
    expect(card.title(JOBS[0]!)).toBe("J-1");
    expect(card.facts?.(JOBS[0]!).map((f) => f.label)).toEqual(["Name", "State", "Due by"]);
  });

  it("refuses a column the list does not have", () => {
    expect(() => pickCard(COLUMNS, { title: "Id" })).toThrow("The list has no column 'Id' for its card");
  });
});
