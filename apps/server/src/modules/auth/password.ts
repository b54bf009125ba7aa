import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id of @node-rs/argon2 (a const enum, unusable under isolated modules).
const ARGON2ID = 2;

/** argon2id, t=2, m=19 MiB, p=1 (OWASP's minimum recommendation). */
const OPTIONS = { algorithm: ARGON2ID, timeCost: 2, memoryCost: 19_456, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = async (passwordHash: string, password: string): Promise<boolean> => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

let dummyHash: Promise<string> | undefined;
/**
 * A hash to verify against when the account does not exist, so an unknown e-mail costs the same time
 * as a wrong password.
 */
export const getDummyHash = (): Promise<string> => (dummyHash ??= hashPassword("fieldstead-no-such-account"));
