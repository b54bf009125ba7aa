import type { MenuNode } from "@fieldstead/domain";

/** True when the in-app address is the node's route or one of its descendants' (for the active marker). */
export const isActiveIn = (node: MenuNode, pathname: string): boolean => {
  const here = pathname.toLowerCase();
  if (node.link.kind === "route") {
    const path = node.link.path.toLowerCase();
    if (here === path || here.startsWith(`${path}/`)) return true;
  }
  return node.children.some((child) => isActiveIn(child, pathname));
};
