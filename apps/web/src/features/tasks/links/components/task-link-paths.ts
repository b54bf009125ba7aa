/** A fixed asset's page, where a task's asset link leads. */
export const assetDetailPath = (id: number): string => `/fixedAssetManagement/asset-detailing/${id}`;
