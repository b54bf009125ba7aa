/** Whether the web app's build is missing or older than its sources. */
export declare const isWebBuildStale: (root: string) => boolean;
