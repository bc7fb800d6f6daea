// Types of scripts/oidc-dev-issuer.mjs for the TypeScript tests that start it in-process.
export interface DevIssuerOptions {
  port: number;
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string | undefined;
  host?: string;
}

export interface DevIssuer {
  /** `http://localhost:${port}` */
  issuer: string;
  close(): Promise<void>;
}

export function startDevIssuer(options: DevIssuerOptions): Promise<DevIssuer>;
