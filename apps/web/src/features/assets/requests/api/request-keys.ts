/** Every read of the request and warehouse screens starts with one of these keys, so a step refreshes them. */
export const MOVE_REQUESTS_KEY = ["move-requests"] as const;
export const MATERIAL_REQUESTS_KEY = ["material-requests"] as const;
export const WAREHOUSE_KEY = ["warehouse"] as const;
