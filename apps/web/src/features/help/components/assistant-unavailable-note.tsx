import { Alert } from "@mui/material";
import { useSession } from "../../auth/index.ts";
import { SignInNote } from "./sign-in-note.tsx";

export type AssistantUnavailableNoteProps = { assistantName: string };

/** Why no question can be asked: nobody is signed in, or the organisation has the assistant turned off. */
export const AssistantUnavailableNote = ({ assistantName }: AssistantUnavailableNoteProps) => {
  const { user } = useSession();
  return user ? (
    <Alert severity="info">{`${assistantName} is not turned on for your organisation.`}</Alert>
  ) : (
    <SignInNote message={`Sign in to ask ${assistantName}.`} />
  );
};
