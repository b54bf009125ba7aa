import { expect } from "vitest";
import { DEMO_PASSWORD } from "./browser.ts";

export type ApiSignIn = { Token: string; EmpFullName: string };
export type ApiOptions = { method?: "GET" | "POST"; body?: unknown };

export type DemoApi = {
  /** The demo account's sign-in record (signed in once per account). */
  signIn(email: string): Promise<ApiSignIn>;
  /** A call as the account, answered as it came (to check a refusal's status). */
  raw(email: string, path: string, options?: ApiOptions): Promise<Response>;
  /** A call as the account that must succeed; answers its JSON. */
  call<T>(email: string, path: string, body?: unknown, options?: Omit<ApiOptions, "body">): Promise<T>;
};

/**
 * Calls the API of the server under test as a demo account: to set the scene a screen is tested in, and to
 * know what the screen should show.
 */
export const demoApi = (baseUrl: string): DemoApi => {
  const signIns = new Map<string, Promise<ApiSignIn>>();
  const send = (path: string, { method = "POST", body }: ApiOptions, token?: string) =>
    fetch(`${baseUrl}/api${path}`, {
      method,
      headers: {
        "Content-Type": "application/json",
        "X-Requested-With": "XMLHttpRequest",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const signIn = (email: string): Promise<ApiSignIn> => {
    let signedIn = signIns.get(email);
    if (!signedIn) {
      signedIn = send("/Login", { body: { email, password: DEMO_PASSWORD } }).then(async (response) => {
        expect(response.status, `sign-in of ${email}`).toBe(200);
        return (await response.json()) as ApiSignIn;
      });
      signIns.set(email, signedIn);
    }
    return signedIn;
  };
  const raw: DemoApi["raw"] = async (email, path, options = {}) =>
    send(path, options, (await signIn(email)).Token);
  const call: DemoApi["call"] = async <T>(
    email: string,
    path: string,
    body?: unknown,
    options: Omit<ApiOptions, "body"> = {},
  ) => {
    const response = await raw(email, path, { ...options, body });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBeLessThan(300);
    return (await response.json()) as T;
  };
  return { signIn, raw, call };
};
