import { z } from "zod";
import { EMAIL_DOMAIN_MAX, EMAIL_LOCAL_MAX } from "../auth/email.rules.ts";

/** What an e-mail field says when its text is not a valid address or holds a space (portal-platform §5.1). */
export const EMAIL_FORMAT_MESSAGE = "Please enter a valid email address without space.";
/** Shown when the part before or after '@' is longer than RFC 5321 allows (spec README: 64 / 255). */
export const EMAIL_LENGTH_MESSAGE = `The part before '@' may have at most ${EMAIL_LOCAL_MAX} characters and the part after it at most ${EMAIL_DOMAIN_MAX}.`;
export const URL_FORMAT_MESSAGE = "Please enter a valid web address starting with http:// or https://.";
/** What a phone field says when it holds anything but digits, '+', '(', ')' and '-' (portal-platform §5.1). */
export const PHONE_FORMAT_MESSAGE =
  'Only numeric input with special characters, "+", "(", ")", "-", is allowed without space.';
export const PHONE_MAX_LENGTH = 20;

export type EmailCheck =
  | { ok: true }
  | {
      ok: false;
      /** The spec's flag: the local part is over 64 characters or the domain over 255. */
      localDomainLengthError: boolean;
      message: string;
    };

const EMAIL_FORMAT = z.email();

/** An e-mail address as a person typed it (no trimming: a space is a format error). */
export const checkEmail = ({ email }: { email: string }): EmailCheck => {
  const at = email.lastIndexOf("@");
  if (at > 0) {
    const local = email.slice(0, at);
    const domain = email.slice(at + 1);
    if (local.length > EMAIL_LOCAL_MAX || domain.length > EMAIL_DOMAIN_MAX)
      return { ok: false, localDomainLengthError: true, message: EMAIL_LENGTH_MESSAGE };
  }
  return EMAIL_FORMAT.safeParse(email).success
    ? { ok: true }
    : { ok: false, localDomainLengthError: false, message: EMAIL_FORMAT_MESSAGE };
};

// A host of at least two dot-separated labels (example.com, 10.0.0.1), each label 1-63 letters, digits or '-'.
const DOTTED_HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const URL_FORMAT = z.url({ protocol: /^https?$/, hostname: DOTTED_HOST });

export type UrlCheck = { ok: true } | { ok: false; message: string };

/** A web address must be http(s) with a dotted host (portal-platform §5.2). */
export const checkUrl = ({ url }: { url: string }): UrlCheck =>
  URL_FORMAT.safeParse(url).success ? { ok: true } : { ok: false, message: URL_FORMAT_MESSAGE };

export type PhoneCheck = { ok: true } | { ok: false; message: string };

// Digits with '+', '(', ')', '-' and nothing else, no spaces (portal-platform §5.1).
const PHONE_FORMAT = /^[0-9+()-]*[0-9][0-9+()-]*$/;

export const checkPhone = ({ phone }: { phone: string }): PhoneCheck => {
  if (!PHONE_FORMAT.test(phone)) return { ok: false, message: PHONE_FORMAT_MESSAGE };
  if (phone.length > PHONE_MAX_LENGTH)
    return { ok: false, message: `A phone number has at most ${PHONE_MAX_LENGTH} characters.` };
  return { ok: true };
};

/**
 * Form and request schemas built on the checks above. An e-mail issue that comes from the length bounds
 * carries `params.localDomainLengthError`, so a form can raise the spec's flag.
 */
export const EmailFieldSchema = z.string().superRefine((email, ctx) => {
  const check = checkEmail({ email });
  if (!check.ok)
    ctx.addIssue({
      code: "custom",
      message: check.message,
      params: { localDomainLengthError: check.localDomainLengthError },
    });
});

export const UrlSchema = z.string().superRefine((url, ctx) => {
  const check = checkUrl({ url });
  if (!check.ok) ctx.addIssue({ code: "custom", message: check.message });
});

export const PhoneSchema = z.string().superRefine((phone, ctx) => {
  const check = checkPhone({ phone });
  if (!check.ok) ctx.addIssue({ code: "custom", message: check.message });
});

/** An optional phone: empty (or only spaces) means none and becomes null. */
export const OptionalPhoneSchema = z
  .string({ error: "A phone number must be text." })
  .max(64, `A phone number has at most ${PHONE_MAX_LENGTH} characters.`)
  .transform((value) => value.trim())
  .superRefine((phone, ctx) => {
    const check = phone === "" ? ({ ok: true } as const) : checkPhone({ phone });
    if (!check.ok) ctx.addIssue({ code: "custom", message: check.message });
  })
  .transform((value) => (value === "" ? null : value))
  .nullish()
  .transform((value) => value ?? null);
