/** Every read of the user administration sits under this key, so a change reads the list again. */
export const USERS_KEY = ["user-administration"] as const;
