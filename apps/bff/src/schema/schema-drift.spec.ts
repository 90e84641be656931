import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildSchemaSdl } from './build-schema';

describe('checked-in schema', () => {
  it('matches the code-first schema (run `npm run schema` after changing resolvers)', async () => {
    const checkedIn = readFileSync(resolve(__dirname, '../../schema.graphql'), 'utf8');
    expect(await buildSchemaSdl()).toBe(checkedIn);
  });
});
