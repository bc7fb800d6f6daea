// Fails when a generated file is not what its generator makes from the current sources:
// GraphQL types (codegen) and the router tree (tsr). Generated code is never edited by hand.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import config from '../codegen.ts';

const root = path.resolve(import.meta.dirname, '..');
const stale: string[] = [];

const outputs = (await generate({ ...config, cwd: root, silent: true }, false)) as { filename: string; content: string }[];
for (const { filename, content } of outputs) {
  const file = path.resolve(root, filename);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== content) stale.push(path.relative(root, file));
}

const routeTree = path.join(root, 'src/routeTree.gen.ts');
const before = existsSync(routeTree) ? readFileSync(routeTree, 'utf8') : '';
execFileSync('npx', ['tsr', 'generate'], { cwd: root, stdio: 'ignore' });
if (readFileSync(routeTree, 'utf8') !== before) stale.push('src/routeTree.gen.ts (now regenerated)');

if (stale.length > 0) {
  console.error(`Generated files are out of date:\n  ${stale.join('\n  ')}\nRun \`npm run generate\` and commit the result.`);
  process.exit(1);
}
console.log(`Generated files are current (${outputs.length} codegen outputs, router tree).`);
