import { BREACHED_PASSWORDS } from "./breached-passwords.ts";

/** The password policy: at least 12 characters, not a breached password, not built from the person's name or e-mail. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export type PasswordRequirementId = "length" | "notBreached" | "notPersonal";

export type PasswordRequirement = { id: PasswordRequirementId; label: string; isMet: boolean };

export type PasswordPolicyInput = {
  password: string;
  /** Whatever is known of the person: first and last name, e-mail. */
  firstName?: string | undefined;
  lastName?: string | undefined;
  email?: string | undefined;
};

export type PasswordPolicyCheck =
  { ok: true } | { ok: false; message: string; requirements: PasswordRequirement[] };

const BREACHED = new Set(BREACHED_PASSWORDS);
const LEET: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
  "!": "i",
};

/** The password without the digits and symbols people add at the ends, and with digit-for-letter swaps undone. */
const baseWordsOf = (password: string): string[] => {
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/^[^a-z]+|[^a-z]+$/g, "");
  const unswapped = lower.replace(/[013457@$!]/g, (c) => LEET[c] ?? c);
  const unswappedTrimmed = unswapped.replace(/^[^a-z]+|[^a-z]+$/g, "");
  const trimmedUnswapped = trimmed.replace(/[013457@$!]/g, (c) => LEET[c] ?? c);
  return [lower, trimmed, unswapped, unswappedTrimmed, trimmedUnswapped];
};

export const isBreachedPassword = (password: string): boolean => {
  if (/^(.)\1*$/.test(password)) return true;
  return baseWordsOf(password).some((word) => word !== "" && BREACHED.has(word));
};

/** Name parts and the e-mail's local part, each of at least 3 letters, that a password must not contain. */
const personalWordsOf = ({ firstName, lastName, email }: PasswordPolicyInput): string[] => {
  const local = email?.split("@")[0] ?? "";
  return [firstName, lastName, local, ...local.split(/[._+-]/)]
    .map((w) => (w ?? "").toLowerCase().trim())
    .filter((w) => w.length >= 3);
};

export const isPersonalPassword = (input: PasswordPolicyInput): boolean => {
  const words = personalWordsOf(input);
  const candidates = baseWordsOf(input.password);
  return words.some((w) => candidates.some((c) => c.includes(w)));
};

/** Each requirement and whether the password meets it, for the list shown as the person types. */
export const passwordRequirements = (input: PasswordPolicyInput): PasswordRequirement[] => [
  {
    id: "length",
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    isMet: input.password.length >= PASSWORD_MIN_LENGTH && input.password.length <= PASSWORD_MAX_LENGTH,
  },
  {
    id: "notBreached",
    label: "Not a common or breached password",
    isMet: input.password !== "" && !isBreachedPassword(input.password),
  },
  {
    id: "notPersonal",
    label: "Does not contain your name or e-mail",
    isMet: input.password !== "" && !isPersonalPassword(input),
  },
];

const MESSAGES: Record<PasswordRequirementId, string> = {
  length: `The password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  notBreached: "This password is too common: it appears in lists of breached passwords. Choose another.",
  notPersonal: "The password must not contain your name or e-mail address.",
};

/** The policy check: ok, or the first unmet requirement's message (the same on the server and the form). */
export const checkPasswordPolicy = (input: PasswordPolicyInput): PasswordPolicyCheck => {
  if (input.password.length > PASSWORD_MAX_LENGTH)
    return { ok: false, message: "The password is too long.", requirements: passwordRequirements(input) };
  const requirements = passwordRequirements(input);
  const unmet = requirements.find((r) => !r.isMet);
  return unmet ? { ok: false, message: MESSAGES[unmet.id], requirements } : { ok: true };
};
