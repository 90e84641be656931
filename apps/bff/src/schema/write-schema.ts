import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchemaSdl } from './build-schema';

/** `node dist/apps/bff/src/schema/write-schema.js` rewrites apps/bff/schema.graphql. */
async function main(): Promise<void> {
  const target = resolve(process.cwd(), 'apps/bff/schema.graphql');
  writeFileSync(target, await buildSchemaSdl());
  console.log(`wrote ${target}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
