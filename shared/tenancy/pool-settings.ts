/**
 * The one set of user-pool settings every tenant gets (issue 27 item 1), whoever makes the pool:
 * CDK for the tenants still listed in cdk.json (infra/tenant-pool.ts), the run-time provisioning
 * (functions/platform/operations/provision-tenant.ts) and the twin's seed (scripts/dev/seed.ts).
 *
 * Written as the Cognito API's CreateUserPool / CreateUserPoolClient fields, which are also the
 * CloudFormation property names: provisioning and the seed send them as they are, the CDK
 * construct sets the same values through its props, and infra/stacks.test.ts checks that the
 * synthesized AWS::Cognito::UserPool and UserPoolClient carry exactly these fields.
 * Plain data (no SDK types): the web app may import shared/ and must not pull the SDK in.
 */
import { PASSWORD_MIN_LENGTH } from '../passwords.js';

/** The stage the twin's pools are named with (the cloud's is cdk.json's `stage`). */
export const LOCAL_STAGE = 'local';

/** The tag every tenant pool carries (CDK and run-time): how a re-run finds the pool an
 *  interrupted run made, and what the Lambdas' IAM for Cognito admin calls is scoped by. */
export const TENANT_TAG = 'assetcare:tenant';
/** The tag naming the stage of a pool: IAM allows a stage's Lambdas only its own stage's pools. */
export const STAGE_TAG = 'assetcare:stage';

/**
 * The naming rule of a tenant's pool: `assetcare-<stage>-<code>`, the same for CDK's pools and
 * run-time ones. The stage keeps two deployments in one account apart (prod's and staging's
 * `acme`); the twin uses the stage `local` (`assetcare-local-acme`). The name is for people
 * reading the console: what the code relies on is the tags above (a name is not unique in Cognito).
 */
export const userPoolName = (stage: string, code: string) => `assetcare-${stage}-${code}`;
/** The tenant's web client (one per pool, so the stage is already in the pool's name). */
export const webClientName = (code: string) => `assetcare-${code}-web`;

export const poolTags = (stage: string, code: string) => ({ [TENANT_TAG]: code, [STAGE_TAG]: stage });

/** Spec 5 and 9: 6 to 99 characters with lower, upper, digit and special (99 checked by the app:
 *  Cognito cannot cap the length below its own 256; shared/passwords.ts). */
export const POOL_PASSWORD_POLICY = {
  MinimumLength: PASSWORD_MIN_LENGTH,
  RequireLowercase: true,
  RequireUppercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
  TemporaryPasswordValidityDays: 7,
} as const;

/** The standard attributes the app writes (none required, all mutable). */
export const POOL_ATTRIBUTES = [
  { Name: 'email', Mutable: true, Required: false },
  { Name: 'given_name', Mutable: true, Required: false },
  { Name: 'family_name', Mutable: true, Required: false },
] as const;

export interface PoolSettingsInput {
  stage: string;
  code: string;
  /** Cognito threat protection (the PLUS tier): a per-tenant choice, off by default (billed per user). */
  threatProtection?: boolean;
  /**
   * The pre sign-up trigger's Lambda (functions/tenancy/pre-sign-up.ts): it links a user's first
   * sign-in through the tenant's identity provider to the pool's user with that e-mail. Every
   * cloud pool has it; the twin's pools none (cognito-local has no federation to link).
   */
  preSignUpArn?: string;
}

/** CreateUserPool's fields (and AWS::Cognito::UserPool's properties) other than e-mail sending,
 *  which depends on where the pool lives (SES in the cloud, the SES emulator on the twin). */
export function userPoolSettings(input: PoolSettingsInput) {
  return {
    PoolName: userPoolName(input.stage, input.code),
    // Only admins create users (the users screens call AdminCreateUser).
    AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    // Users sign in with their username, which is their e-mail address for most users and a
    // generated name for operators. An e-mail alias would forbid e-mail-shaped usernames, so the
    // username is the only sign-in attribute, case-insensitive.
    UsernameConfiguration: { CaseSensitive: false },
    AutoVerifiedAttributes: ['email' as const],
    Schema: POOL_ATTRIBUTES.map((attribute) => ({ ...attribute })),
    Policies: { PasswordPolicy: { ...POOL_PASSWORD_POLICY } },
    AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email' as const, Priority: 1 }] },
    // The spec's sign-in (web and the existing mobile app) has no second-factor step.
    MfaConfiguration: 'OFF' as const,
    UserPoolTier: input.threatProtection ? ('PLUS' as const) : ('ESSENTIALS' as const),
    ...(input.preSignUpArn ? { LambdaConfig: { PreSignUp: input.preSignUpArn } } : {}),
  };
}

/** The web client's token lifetimes, in minutes (the unit CDK writes, so both read alike). */
export const WEB_CLIENT_TOKEN_MINUTES = { access: 60, id: 60, refresh: 30 * 24 * 60 } as const;

/** CreateUserPoolClient's fields (and AWS::Cognito::UserPoolClient's properties) but the pool id. */
export function webClientSettings(code: string) {
  const minutes = WEB_CLIENT_TOKEN_MINUTES;
  return {
    ClientName: webClientName(code),
    // USER_PASSWORD_AUTH is what the app and its mobile clients use; SRP stays for Amplify's default.
    ExplicitAuthFlows: [
      'ALLOW_USER_PASSWORD_AUTH' as const,
      'ALLOW_USER_SRP_AUTH' as const,
      'ALLOW_REFRESH_TOKEN_AUTH' as const,
    ],
    GenerateSecret: false,
    // An unknown username and a wrong password get the same refusal; forgot password answers alike.
    PreventUserExistenceErrors: 'ENABLED' as const,
    EnableTokenRevocation: true,
    AccessTokenValidity: minutes.access,
    IdTokenValidity: minutes.id,
    RefreshTokenValidity: minutes.refresh,
    TokenValidityUnits: {
      AccessToken: 'minutes' as const,
      IdToken: 'minutes' as const,
      RefreshToken: 'minutes' as const,
    },
  };
}

/** The OAuth scopes of the authorization-code flow (Cognito's hosted UI; the twin's stand-in). */
export const WEB_CLIENT_OAUTH_SCOPES = ['openid', 'email', 'profile'];

/**
 * UpdateUserPoolClient's fields for single sign-on (issue 27 item 2): the web client's settings
 * above, plus the providers it offers and the OAuth code flow back to the tenant's login page.
 * With password sign-in off, Cognito is not among the providers and the password flows are gone
 * (refresh stays). `providerName` null: no identity provider, passwords only (the settings above).
 */
export function ssoWebClientSettings(
  code: string,
  sso: { providerName: string | null; passwordSignIn: boolean; callbackUrls: string[] },
) {
  const { GenerateSecret: _secret, ...client } = webClientSettings(code);
  if (!sso.providerName)
    return { ...client, SupportedIdentityProviders: ['COGNITO'], AllowedOAuthFlowsUserPoolClient: false };
  const passwords = sso.passwordSignIn;
  return {
    ...client,
    ExplicitAuthFlows: passwords ? client.ExplicitAuthFlows : ['ALLOW_REFRESH_TOKEN_AUTH' as const],
    SupportedIdentityProviders: [sso.providerName, ...(passwords ? ['COGNITO'] : [])],
    AllowedOAuthFlows: ['code' as const],
    AllowedOAuthFlowsUserPoolClient: true,
    AllowedOAuthScopes: WEB_CLIENT_OAUTH_SCOPES,
    CallbackURLs: sso.callbackUrls,
    LogoutURLs: sso.callbackUrls,
  };
}
