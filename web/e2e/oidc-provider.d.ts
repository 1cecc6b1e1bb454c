/** The part of oidc-provider (which ships no types) the single sign-on tests use (oidc-idp.ts). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Account {
    accountId: string;
    claims: () => Record<string, unknown>;
  }
  interface Configuration {
    clients: Record<string, unknown>[];
    findAccount: (ctx: unknown, id: string) => Account | undefined | Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
  }
  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
  }
}
