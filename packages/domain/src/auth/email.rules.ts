/** RFC 5321 bounds on the two parts of an e-mail address (spec README). */
export const EMAIL_LOCAL_MAX = 64;
export const EMAIL_DOMAIN_MAX = 255;

/**
 * The shape of an e-mail address: the pattern zod's `z.email()` applies (its `regexes.email`), kept here as
 * plain text so the sign-in page checks addresses without loading a validation library. A test holds the two
 * to the same answers.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export type EmailPartsCheck = { ok: true } | { ok: false; localDomainLengthError: true };
export const checkEmailPartLengths = ({ email }: { email: string }): EmailPartsCheck => {
  const at = email.lastIndexOf("@");
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? "" : email.slice(at + 1);
  return local.length > EMAIL_LOCAL_MAX || domain.length > EMAIL_DOMAIN_MAX
    ? { ok: false, localDomainLengthError: true }
    : { ok: true };
};

/** Whether `text`, trimmed, is an address the sign-in call accepts (the same rule as EmailSchema). */
export const isEmailAddress = (text: string): boolean => {
  const email = text.trim();
  return (
    email.length > 0 &&
    email.length <= EMAIL_LOCAL_MAX + 1 + EMAIL_DOMAIN_MAX &&
    EMAIL_PATTERN.test(email) &&
    checkEmailPartLengths({ email }).ok
  );
};
