/**
 * Where the twin's OAuth stand-in listens (scripts/dev/oauth-twin.ts): TWIN_OAUTH_DOMAIN makes the
 * tenancy domain connect single sign-on the twin's way (functions/tenancy/identity-providers.ts)
 * and is the OAuth domain the login page is told; TWIN_OAUTH_URL is its origin in the web app's CSP.
 */
export const oauthEnv = (port: number) => ({
  TWIN_OAUTH_DOMAIN: `127.0.0.1:${port}`,
  TWIN_OAUTH_URL: `https://127.0.0.1:${port}`,
});
