import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');

describe('the PostgreSQL step of npm test', () => {
  it('finds the spec files that declare their databases, by project', async () => {
    const { postgresVariantSpecs, POSTGRES_VARIANT_MARK } = await import('../lib/test-plan.mjs');
    const specs = postgresVariantSpecs(root);
    expect(specs.get('libs/db')).toContain('libs/db/test/seed.int-spec.ts');
    expect(specs.get('libs/commerce')).toEqual(
      expect.arrayContaining([
        'libs/commerce/test/catalogue-browsing.int-spec.ts',
        'libs/commerce/test/locale-alternates.int-spec.ts',
      ]),
    );
    expect(specs.get('apps/idp')).toEqual(['apps/idp/test/oidc-flow.int-spec.ts']);
    for (const [project, files] of specs)
      for (const file of files) {
        expect(file.startsWith(`${project}/test/`)).toBe(true);
        expect(readFileSync(join(root, file), 'utf8')).toContain(POSTGRES_VARIANT_MARK);
      }
  });

  it('is the function the specs call to choose their databases', () => {
    const source = readFileSync(join(root, 'libs/db/src/testing/test-database.ts'), 'utf8');
    expect(source).toMatch(/export function databaseTargets\(\)/);
  });
});
