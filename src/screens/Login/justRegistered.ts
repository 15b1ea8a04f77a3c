/**
 * The e-mail of the account registered last on this page, for the login screen the visitor is
 * sent to next: it says the account exists and fills in the e-mail. Page memory, not storage: a
 * reload or another tab starts afresh.
 */
let registered: string | null = null;

export const rememberRegistered = (email: string) => {
  registered = email;
};

/** The e-mail, once: a later visit to the login screen is an ordinary one. */
export function takeRegistered(): string | null {
  const email = registered;
  registered = null;
  return email;
}
