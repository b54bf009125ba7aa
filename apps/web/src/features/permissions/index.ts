// The permissions feature's front door: other features import from here, never from its files.
export { landingModulesQuery } from "./api/get-landing-modules.ts";
export { useModuleAccess } from "./hooks/use-module-access.ts";
export { RequireModule, RequireRouteAccess, RequireSignIn } from "./route-guards.tsx";
