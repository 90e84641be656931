// `npm run bench [name]`: runs the benchmarks in bench/ (all, or those whose file name contains `name`)
// one after another against a running shop (`npm start` in another terminal). Each prints its figures
// and writes them to bench/results/<name>.json. Not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useProjectNode } from './lib/node-runtime.mjs';

const benchDir = join(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '..', 'bench');
await useProjectNode(fileURLToPath(new URL('..', import.meta.url)));
const filter = process.argv[2] ?? '';
const files = readdirSync(benchDir).filter((file) => file.endsWith('.bench.mjs') && file.includes(filter));
if (files.length === 0) {
  console.error(`no benchmark matches "${filter}" in ${benchDir}`);
  process.exit(1);
}
let failed = 0;
for (const file of files) {
  console.log(`── ${file}`);
  const run = spawnSync(process.execPath, [join(benchDir, file)], { stdio: 'inherit', env: process.env });
  if (run.status !== 0) failed += 1;
}
process.exit(failed === 0 ? 0 : 1);
