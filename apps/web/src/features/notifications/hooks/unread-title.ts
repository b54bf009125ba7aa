/** The product's name: the page title (index.html) when nothing is unread. */
export const PRODUCT_NAME = "Fieldstead";

/** portal-shell §4.4: the product name with the unread count in brackets when the count is above zero. */
export const unreadTitle = (count: number): string =>
  count > 0 ? `${PRODUCT_NAME} (${count})` : PRODUCT_NAME;
