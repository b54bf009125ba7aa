/** Addresses of the request pages (portal-platform §2.3 detail prefixes) and of an asset's page. */
export const MOVE_REQUESTS_PATH = "/fixedAssetManagement/MoveAssetRequest";
export const moveRequestPath = (id: number): string => `${MOVE_REQUESTS_PATH}/Details/${id}`;
export const MATERIAL_REQUESTS_PATH = "/materialRequest";
export const materialRequestPath = (id: number): string => `${MATERIAL_REQUESTS_PATH}/${id}`;
export const assetPath = (id: number): string => `/fixedAssetManagement/asset-detailing/${id}`;

/** A positive whole number from an address segment, or null. */
export const idFromPath = (value: string | undefined): number | null =>
  value !== undefined && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
