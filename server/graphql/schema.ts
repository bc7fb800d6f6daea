import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'schema');

/** The SDL of every module, concatenated (schema first: these files are the contract). */
export const typeDefs: string = readdirSync(dir)
  .filter((f) => f.endsWith('.graphql'))
  .sort()
  .map((f) => readFileSync(path.join(dir, f), 'utf8'))
  .join('\n');
