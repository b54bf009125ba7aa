import {
  CellStyleModule,
  ColumnApiModule,
  CustomFilterModule,
  DateFilterModule,
  InfiniteRowModelModule,
  ModuleRegistry,
  NumberFilterModule,
  RowSelectionModule,
  TextFilterModule,
  themeQuartz,
} from "ag-grid-community";
import type { Theme } from "@mui/material/styles";

/**
 * Only the parts of AG Grid the lists use (its free edition): server-side rows in blocks, the column API
 * (visibility, widths and sort for saved views), cell classes (numbers align right), the text, number, date and
 * custom filters, and row selection (check boxes for actions on several rows).
 * This module loads with the list pages alone, so none of it is in the first download.
 */
ModuleRegistry.registerModules([
  InfiniteRowModelModule,
  ColumnApiModule,
  CellStyleModule,
  TextFilterModule,
  NumberFilterModule,
  DateFilterModule,
  CustomFilterModule,
  RowSelectionModule,
]);

/** The grid in the app's colours and type; its styles come with this script, not a separate sheet. */
export const gridThemeFor = (theme: Theme) =>
  themeQuartz.withParams({
    fontFamily: "inherit",
    fontSize: 14,
    accentColor: theme.palette.primary.main,
    foregroundColor: theme.palette.text.primary,
    headerFontWeight: 600,
    headerBackgroundColor: "#f3f5f8",
    borderColor: theme.palette.divider,
    wrapperBorderRadius: 12,
    rowHoverColor: "#eaf1fb",
  });
