/**
 * Addresses of the request pages: each list, and one request under the detail prefix the route-access check
 * knows (MoveAssetRequest/Details/{id}, materialRequest/{id}) (portal-platform §2.3).
 */
export const MOVE_REQUESTS_PATH = "/fixedAssetManagement/MoveAssetRequest";
export const moveRequestPath = (id: number): string => `${MOVE_REQUESTS_PATH}/Details/${id}`;
export const MATERIAL_REQUESTS_PATH = "/materialRequest";
export const materialRequestPath = (id: number): string => `${MATERIAL_REQUESTS_PATH}/${id}`;
