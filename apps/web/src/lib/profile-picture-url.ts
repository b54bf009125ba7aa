import { GetProfilePictureContract } from "@fieldstead/domain";

/**
 * The address an <img> shows a profile picture from (its stored path, ProfilePicturePath, read with the session
 * cookie); undefined when the person has none, so the initials show.
 */
export const profilePictureUrl = (path: string | null | undefined): string | undefined =>
  path ? `/api${GetProfilePictureContract.path}?${new URLSearchParams({ path }).toString()}` : undefined;
