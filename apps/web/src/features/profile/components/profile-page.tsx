import { ProfileContent } from "./profile-content.tsx";
import { SignedInOnly } from "./signed-in-only.tsx";

/** /profile: the signed-in person's details, with their names and phone number to edit. */
export const ProfilePage = () => <SignedInOnly>{(user) => <ProfileContent user={user} />}</SignedInOnly>;
