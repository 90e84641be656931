import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isUnionType } from 'graphql';
import { POSSIBLE_TYPES } from './possible-types';

describe('possible types', () => {
  it('match the unions of the BFF schema', () => {
    const schema = buildSchema(readFileSync(join(__dirname, '../../../bff/schema.graphql'), 'utf8'));
    const unions = Object.values(schema.getTypeMap())
      .filter(isUnionType)
      .map((union) => [
        union.name,
        union
          .getTypes()
          .map((type) => type.name)
          .sort(),
      ]);
    expect(Object.fromEntries(unions)).toEqual(
      Object.fromEntries(Object.entries(POSSIBLE_TYPES).map(([name, types]) => [name, [...types].sort()])),
    );
  });
});
