import {
  GetDashBoardLinksForCarouselContract,
  carouselTitle,
  type DashboardLinksReply,
} from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import type { CarouselDashboard } from "../carousel.machine.ts";
import { frameSource } from "../frame-source.ts";

/** The reply's links as the carousel's dashboards: a title for each, and only addresses a frame may load. */
export const toCarouselDashboards = (reply: DashboardLinksReply, origin: string): CarouselDashboard[] =>
  (Array.isArray(reply?.DashboardLinks) ? reply.DashboardLinks : []).map((link) => ({
    id: link.DashboardId,
    title: carouselTitle(link.DashboardId, link.Title),
    url: typeof link.MetabaseUrl === "string" ? (frameSource(link.MetabaseUrl, origin)?.src ?? null) : null,
  }));

/**
 * GET project/GetDashBoardLinksForCarousel (portal-shell §7.6). Silent: the carousel shows its own loading
 * overlay rather than the global loader.
 */
export const fetchCarouselDashboards = async (signal: AbortSignal): Promise<CarouselDashboard[]> => {
  const reply = await callContract(GetDashBoardLinksForCarouselContract, {
    isSilent: true,
    signal,
  });
  return toCarouselDashboards(reply, window.location.origin);
};
