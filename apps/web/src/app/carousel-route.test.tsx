import { describe, expect, it } from "vitest";
import { isValidElement } from "react";
import { matchRoutes } from "react-router";
import { RequireRouteAccess, RequireSignIn } from "../features/permissions/route-guards.tsx";
import { CAROUSEL_PAGE } from "./feature-pages.ts";
import { QueryClient } from "@tanstack/react-query";
import { PORTAL_FRAME_ROUTE, routesFor } from "./router.tsx";

const routes = routesFor(new QueryClient());

const chain = (path: string) => (matchRoutes(routes, path) ?? []).map((m) => m.route);
const elementTypes = (path: string) =>
  chain(path).flatMap((route) => (isValidElement(route.element) ? [route.element.type] : []));

describe("the carousel's address", () => {
  it("opens the carousel without the portal's frame, behind sign-in and the route guard", async () => {
    const route = chain("/slideshow-dashboards").at(-1);
    expect(route?.path).toBe("slideshow-dashboards");
    const load = route?.lazy as unknown as () => Promise<{ Component: unknown }>;
    expect((await load()).Component).toBe((await CAROUSEL_PAGE()).Component);
    const types = elementTypes("/slideshow-dashboards");
    expect(types).toContain(RequireSignIn);
    expect(types).toContain(RequireRouteAccess);
    expect(chain("/slideshow-dashboards").map((r) => r.id)).not.toContain(PORTAL_FRAME_ROUTE);
  });

  it("leaves the addresses under it to the portal's frame", () => {
    expect(chain("/slideshow-dashboards/settings").at(-1)?.path).not.toBe("slideshow-dashboards");
    expect(chain("/slideshow-dashboards/settings").map((r) => r.id)).toContain(PORTAL_FRAME_ROUTE);
  });
});
