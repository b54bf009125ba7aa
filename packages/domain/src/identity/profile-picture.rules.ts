/** Profile pictures: square, kept at 256 × 256 px; the chosen file may weigh up to 5 MB before cropping. */
export const PROFILE_PICTURE = {
  sizePx: 256,
  maxUploadBytes: 5 * 1024 * 1024,
  extensions: ["jpg", "jpeg", "png"],
} as const;

/**
 * The storage folder of one person's profile pictures. A path is a picture of that person only when it lies
 * here: nothing else is ever written below it, so a path the person did not upload cannot be named.
 */
export const profilePictureFolder = ({ orgId, employeeId }: { orgId: number; employeeId: number }): string =>
  `orgs/${orgId}/profile-pictures/${employeeId}/`;

/** Whether a stored path is a profile picture of the organisation (any of its people). */
export const isOrganisationProfilePicture = ({ path, orgId }: { path: string; orgId: number }): boolean =>
  new RegExp(`^orgs/${orgId}/profile-pictures/\\d+/[0-9a-f-]{36}\\.(?:jpg|png)$`).test(path);

/** Whether a stored path is one of this person's own profile pictures. */
export const isOwnProfilePicture = ({
  path,
  orgId,
  employeeId,
}: {
  path: string;
  orgId: number;
  employeeId: number;
}): boolean =>
  isOrganisationProfilePicture({ path, orgId }) &&
  path.startsWith(profilePictureFolder({ orgId, employeeId }));
