/**
 * The silent sign-in link of spec 2.1, /home/{accessToken}/{encrypted username}/{password}: how
 * the mobile app opens the web app signed in (pages/session/signin/SilentSignInPage.tsx completes it).
 *
 * Read once at startup, before the router reads the address and before any request: the address
 * becomes /home at once with history.replaceState, which replaces the tab's entry rather than
 * adding one, so Back never shows the link and it is left nowhere in the tab's history. Only the
 * access token is kept, in memory, until the sign-in screen takes it. The API finds the user from
 * the verified token, so the encrypted username is not needed; the password segment is not used
 * at all and is kept in no variable, state, storage, log or request. (index.html's referrer
 * policy keeps the link out of the Referer of the requests the page makes before this runs.)
 */
export const SILENT_SIGN_IN_PATH = '/home';
const LINK = /^\/home\/([^/]+)/;

let pendingToken: string | null = null;

export function captureSilentSignInLink() {
  const match = LINK.exec(window.location.pathname);
  if (!match) return;
  window.history.replaceState(null, '', SILENT_SIGN_IN_PATH);
  pendingToken = match[1];
}

/** The token of the link this page was opened with, once. */
export function takeSilentSignInToken(): string | null {
  const token = pendingToken;
  pendingToken = null;
  return token;
}
