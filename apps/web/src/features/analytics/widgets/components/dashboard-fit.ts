import type { DashboardWidget } from "@fieldstead/domain";
import { displayScale } from "../../../../lib/display-scale.ts";

/** A widget in a row of the fitted layout, `span` of the row's 12 columns wide. */
export type FitCell = { widget: DashboardWidget; span: number };

/**
 * A dashboard laid out to fill a screen without scrolling (a wall display): its figures in a column on the
 * left, every other widget in rows of 12 columns that share the height left beside them.
 */
export type FitLayout = {
  figures: readonly DashboardWidget[];
  rows: readonly (readonly FitCell[])[];
};

/** Sizes of the fitted layout, in the layout's own pixels (before it is scaled to the screen). */
export const FIT = {
  padding: 16,
  /** The title line above the widgets, and the space below it. */
  header: 44,
  headerGap: 12,
  gap: 12,
  /** Below these a chart's bars or a figure's caption no longer read well. */
  rowMin: 150,
  figureMin: 120,
  /** Screens smaller than this (phones, narrow frames) get the page that scrolls. */
  minScreen: { width: 960, height: 480 },
} as const;

const COLUMNS = 12;

/** Rows of widgets in their order, each as full as the widths allow; a row's widgets widen to fill it. */
const packRows = (widgets: readonly DashboardWidget[]): FitCell[][] => {
  const rows: DashboardWidget[][] = [];
  let used = COLUMNS;
  for (const widget of widgets) {
    const width = Math.min(widget.Width, COLUMNS);
    if (used + width > COLUMNS) {
      rows.push([]);
      used = 0;
    }
    rows.at(-1)!.push(widget);
    used += width;
  }
  return rows.map((row) => {
    const total = row.reduce((sum, w) => sum + Math.min(w.Width, COLUMNS), 0);
    let given = 0;
    return row.map((widget, index) => {
      // Shares of the free columns, rounded so that the row adds up to exactly 12.
      const span =
        index === row.length - 1
          ? COLUMNS - given
          : Math.max(1, Math.round((Math.min(widget.Width, COLUMNS) * COLUMNS) / total));
      given += span;
      return { widget, span };
    });
  });
};

/** The figures beside the rest; a dashboard of figures alone lays them out in rows. */
export const fitLayoutOf = (widgets: readonly DashboardWidget[]): FitLayout => {
  const others = widgets.filter((w) => w.Kind !== "figure");
  if (others.length === 0) return { figures: [], rows: packRows(widgets) };
  return { figures: widgets.filter((w) => w.Kind === "figure"), rows: packRows(others) };
};

const stack = (count: number, each: number) => (count === 0 ? 0 : count * each + (count - 1) * FIT.gap);

/** The least height the layout needs for every chart and figure to stay readable. */
export const fitMinHeight = ({ figures, rows }: FitLayout): number =>
  2 * FIT.padding +
  FIT.header +
  FIT.headerGap +
  Math.max(stack(rows.length, FIT.rowMin), stack(figures.length, FIT.figureMin));

export type Screen = { width: number; height: number };

export const isFittingScreen = ({ width, height }: Screen): boolean =>
  width >= FIT.minScreen.width && height >= FIT.minScreen.height;

/**
 * How much larger than its own pixels the layout is shown: as any wall display page (displayScale: 1:1 up to
 * 1600×900, then growing with the screen, never showing more), and smaller only when the screen is too low
 * for its rows.
 */
export const fitScale = (screen: Screen, minHeight: number): number =>
  Math.min(displayScale(screen), screen.height / minHeight);
