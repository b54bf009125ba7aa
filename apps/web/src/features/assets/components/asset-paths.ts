/** The page of an asset (portal-platform §2.3 detail prefix), and its tabs and label. */
export const assetDetailPath = (
  id: number,
  tab?: "overview" | "components" | "gallery" | "history" | "label",
): string => `/fixedAssetManagement/asset-detailing/${id}${tab ? `/${tab}` : ""}`;

export const locationPath = (id: number): string => `/locationModules/${id}`;
