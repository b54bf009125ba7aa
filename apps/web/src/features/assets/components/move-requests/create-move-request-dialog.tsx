/** An asset offered for a move: what the dialog shows of it and where it stands now. */
export type MoveCandidate = {
  Id: number;
  AssetTag: string;
  Name: string;
  LocationId: number | null;
  LocationName: string | null;
};

export type CreateMoveRequestDialogProps = {
  assets: readonly MoveCandidate[];
  isOpen: boolean;
  onClose: () => void;
  onCreated: (request: { Id: number; RequestNumber: string }) => void;
};

/** Asks for a move of the given assets to another location (a request awaiting approval). */
export const CreateMoveRequestDialog = (_props: CreateMoveRequestDialogProps) => null;
