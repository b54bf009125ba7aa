/**
 * Closes the carousel's tab; a tab the browser will not let a script close (one not opened as a new tab)
 * goes back to the dashboard instead.
 */
export const closeCarousel = (
  goToDashboard: () => void,
  win: Pick<Window, "close" | "closed"> = window,
): void => {
  win.close();
  if (!win.closed) goToDashboard();
};
