import { describe, expect, it } from "vitest";
import {
  isOrganisationProfilePicture,
  isOwnProfilePicture,
  profilePictureFolder,
} from "./profile-picture.rules.ts";

const OWN = "orgs/3/profile-pictures/17/6f1c2a4e-1111-4222-8333-944455556666.jpg";

describe("whose profile picture a stored path is", () => {
  it("keeps each person's pictures in a folder of their own", () => {
    expect(profilePictureFolder({ orgId: 3, employeeId: 17 })).toBe("orgs/3/profile-pictures/17/");
  });

  it.each([
    [OWN, true, true],
    [OWN.replace("/17/", "/18/"), false, true],
    [OWN.replace("orgs/3/", "orgs/4/"), false, false],
    ["orgs/3/asset/17/6f1c2a4e-1111-4222-8333-944455556666.jpg", false, false],
    [`${OWN}.png`, false, false],
    ["orgs/3/profile-pictures/17/../18/6f1c2a4e-1111-4222-8333-944455556666.jpg", false, false],
  ])("%s: the person's own %s, the organisation's %s", (path, isOwn, isOrganisation) => {
    expect(isOwnProfilePicture({ path, orgId: 3, employeeId: 17 })).toBe(isOwn);
    expect(isOrganisationProfilePicture({ path, orgId: 3 })).toBe(isOrganisation);
  });
});
