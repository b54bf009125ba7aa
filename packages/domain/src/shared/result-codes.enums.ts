import type { EnumValue } from "./enum.ts";

/**
 * General result codes (portal-platform §3.7). Several names share a number in the spec
 * (UserNotActive / ValueError / DuplicateCondition are all 100): each keeps its own name here.
 */
export const ResultCode = {
  InvalidData: -1,
  Success: 0,
  NotAuthenticated: 1,
  InvalidRequest: 2,
  Overburden: 6,
  Duplicate: 7,
  Error: 8,
  CannotProceedDisabled: 9,
  PolicyFailure: 10,
  PendingUpload: 19,
  AlreadyComplete: 24,
  FillMandatoryData: 26,
  Verification: 27,
  Deletion: 32,
  NoMatch: 34,
  EndTimeFill: 40,
  UserNotActive: 100,
  ValueError: 100,
  DuplicateCondition: 100,
  UserDisabled: 101,
  ErrorRequest: 101,
  RoleDisabled: 102,
  MandatoryFieldsRequired: 102,
  NoApprovalRights: 103,
  DoubleTab: 1000,
} as const;
export type ResultCodeValue = EnumValue<typeof ResultCode>;

/**
 * What a lease write answers (portal-platform §3.7): StatusChange a status move that was made; Successful a
 * write that moved no status; TransitionFailed a move the life cycle refuses; UnSuccessful a write refused for
 * another reason (a lease that is not a draft cannot be deleted); Error an unexpected failure.
 */
export const LeaseTransitionResult = {
  Successful: 0,
  UnSuccessful: 1,
  Error: 8,
  TransitionFailed: 100,
  StatusChange: 101,
} as const;
export type LeaseTransitionResultValue = EnumValue<typeof LeaseTransitionResult>;

export const AssetReconciliationResult = {
  Success: 0,
  validationErrorsFound: 15,
  MissingAssetsForToken: 19,
} as const;
export type AssetReconciliationResultValue = EnumValue<typeof AssetReconciliationResult>;

export const RoleOperationResult = { Success: 0, RoleDisabled: 2, Error: -1 } as const;
export type RoleOperationResultValue = EnumValue<typeof RoleOperationResult>;

/** The spec's numeric log levels, from the most talkative (verbose 2) to assert 7 (portal-platform §3.7). */
export const LogLevel = { verbose: 2, debug: 3, info: 4, warn: 5, error: 6, assert: 7 } as const;
export type LogLevelValue = EnumValue<typeof LogLevel>;

/**
 * A client log entry's Level: INFO, WARN or ERROR. A failed call is logged at INFO for a 401, WARN for another
 * 4xx and ERROR for a 5xx (portal-platform §3.6, §8).
 */
export const LogEntryLevel = { INFO: "INFO", WARN: "WARN", ERROR: "ERROR" } as const;
export type LogEntryLevelValue = EnumValue<typeof LogEntryLevel>;
