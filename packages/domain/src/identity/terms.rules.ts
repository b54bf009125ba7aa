/**
 * The terms of use are versioned per organisation. Version 1 is the product's default text, in force until the
 * organisation publishes its own; each publication is the next number. A person is asked to accept whenever the
 * version they last accepted is below the organisation's current one.
 */
export const DEFAULT_TERMS_VERSION = 1;

/** The longest terms text an organisation may publish. */
export const TERMS_BODY_MAX = 100_000;

/** The organisation's current version: its latest publication, or the default text's version when none. */
export const currentTermsVersion = ({ latestPublished }: { latestPublished: number | null }): number =>
  latestPublished !== null && latestPublished > DEFAULT_TERMS_VERSION
    ? latestPublished
    : DEFAULT_TERMS_VERSION;

/** The number a new publication takes: one above the current version (so the first one is 2). */
export const nextTermsVersion = ({ latestPublished }: { latestPublished: number | null }): number =>
  currentTermsVersion({ latestPublished }) + 1;

export type TermsAcceptanceState = {
  /** Whether the person's acceptance stands (IsCookiesSaved); withdrawn, they are asked again. */
  isAccepted: boolean;
  /** The version they last accepted; 0 when they never have. */
  acceptedVersion: number;
  currentVersion: number;
};

/** Whether the person must accept the terms before going on. */
export const mustAcceptTerms = ({
  isAccepted,
  acceptedVersion,
  currentVersion,
}: TermsAcceptanceState): boolean => !isAccepted || acceptedVersion < currentVersion;

/**
 * What the prompt asks: a first acceptance ('Terms of Use') from someone who has never accepted any version,
 * otherwise to read an update ('Policy Update Notice').
 */
export const termsPromptKind = ({
  acceptedVersion,
  hasAcceptedBefore,
}: {
  acceptedVersion: number;
  /** An acceptance date is on record (a person who accepted before versions were kept). */
  hasAcceptedBefore: boolean;
}): "first" | "update" => (acceptedVersion > 0 || hasAcceptedBefore ? "update" : "first");

/**
 * The version an acceptance records: the one the person was shown (when the page says), never above the current
 * one; the version on record never goes down (the store keeps the greater).
 */
export const acceptedVersionOnSave = ({
  shownVersion,
  currentVersion,
}: {
  shownVersion: number | undefined;
  currentVersion: number;
}): number => Math.min(shownVersion ?? currentVersion, currentVersion);
