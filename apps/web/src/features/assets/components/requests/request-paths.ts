/** Addresses of the request pages (portal-platform §2.3 detail prefixes). */
export const MOVE_REQUESTS_PATH = "/fixedAssetManagement/MoveAssetRequest";
export const moveRequestPath = (id: number): string => `${MOVE_REQUESTS_PATH}/Details/${id}`;
export const MATERIAL_REQUESTS_PATH = "/materialRequest";
export const materialRequestPath = (id: number): string => `${MATERIAL_REQUESTS_PATH}/${id}`;
