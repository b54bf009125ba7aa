import { describe, expect, it } from "vitest";
import { isValidElement } from "react";
import { matchRoutes } from "react-router";
import { CAROUSEL_PAGE } from "../../app/feature-pages.ts";
import { routes } from "../../app/router.tsx";
import { AppFrame } from "../shell/app-frame.tsx";
import { RequireRouteAccess, RequireSignIn } from "../permissions/route-guards.tsx";

const chain = (path: string) => (matchRoutes(routes, path) ?? []).map((m) => m.route);
const elementTypes = (path: string) =>
  chain(path).flatMap((route) => (isValidElement(route.element) ? [route.element.type] : []));

describe("the carousel's address", () => {
  it("opens the carousel without the portal's frame, behind sign-in and the route guard", () => {
    expect(chain("/slideshow-dashboards").at(-1)?.lazy).toBe(CAROUSEL_PAGE);
    const types = elementTypes("/slideshow-dashboards");
    expect(types).toContain(RequireSignIn);
    expect(types).toContain(RequireRouteAccess);
    expect(types).not.toContain(AppFrame);
  });

  it("leaves the addresses under it to the portal's frame", () => {
    expect(chain("/slideshow-dashboards/settings").at(-1)?.lazy).not.toBe(CAROUSEL_PAGE);
    expect(elementTypes("/slideshow-dashboards/settings")).toContain(AppFrame);
  });
});
