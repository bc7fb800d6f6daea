// Passwords (and later PINs) are stored only as argon2id hashes (OWASP parameters:
// 19 MiB, 2 iterations). hash-wasm runs argon2 as WebAssembly: no native build to break.
import { randomBytes } from 'node:crypto';
import { argon2id, argon2Verify } from 'hash-wasm';

export function hashSecret(secret: string): Promise<string> {
  return argon2id({
    password: secret,
    salt: randomBytes(16),
    parallelism: 1,
    iterations: 2,
    memorySize: 19_456,
    hashLength: 32,
    outputType: 'encoded',
  });
}

export async function verifySecret(secret: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password: secret, hash });
  } catch {
    return false;
  }
}

/** A fixed hash to verify against when the account does not exist, so timing does not reveal it. */
let decoy: Promise<string> | undefined;
export const decoyHash = (): Promise<string> => {
  decoy ??= hashSecret('decoy-password-for-unknown-accounts');
  return decoy;
};
