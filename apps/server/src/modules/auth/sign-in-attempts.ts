import { LIMITS } from "../../config.ts";
import type { AttemptBucket } from "./login-limiter.ts";

/** The known-device cookie: a signed token naming the employee and a random id of the browser. */
export const KNOWN_DEVICE_COOKIE = "fieldstead_device";

export type SignInAttemptInput = {
  email: string;
  ip: string;
  /** The device id of a valid known-device token of the account being signed in to, else null. */
  knownDevice: { employeeId: number; deviceId: string } | null;
};

/**
 * The buckets a sign-in attempt counts in. From a browser the account signed in from before, only that
 * device's own bucket: nobody elsewhere, however many, can lock the owner out of it. Otherwise the account
 * from this address (10), the address (100) and, looser so that one address's failures never lock the owner
 * out elsewhere, the account from anywhere (50), all per 15 minutes.
 */
export const signInBuckets = ({ email, ip, knownDevice }: SignInAttemptInput): AttemptBucket[] => {
  if (knownDevice)
    return [
      {
        key: `device:${knownDevice.employeeId}:${knownDevice.deviceId}`,
        limit: LIMITS.loginFailuresPerKnownDevice,
      },
    ];
  const account = email.trim().toLowerCase();
  return [
    { key: `account-address:${account} ${ip}`, limit: LIMITS.loginFailuresPerAccountAndAddress },
    { key: `address:${ip}`, limit: LIMITS.loginFailuresPerAddress },
    { key: `account:${account}`, limit: LIMITS.loginFailuresPerAccount },
  ];
};
