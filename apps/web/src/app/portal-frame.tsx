import { RoleChangeWatch } from "../features/auth/components/role-change-watch.tsx";
import { AppFrame } from "../features/shell/app-frame.tsx";

/**
 * The portal's frame around signed-in pages, with the watch that ends the session when the signed-in person's
 * role or account changes (the carousel, outside the frame, has neither). It loads with the first signed-in
 * page, beside that page's code: the sign-in page does not download it.
 */
export const PortalFrame = () => (
  <>
    <RoleChangeWatch />
    <AppFrame />
  </>
);
