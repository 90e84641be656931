import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { undocumentedCoordinates, undocumentedCoordinatesOfSdl } from './undocumented';
import { buildSchema } from 'graphql';

describe('schema descriptions (issue 13: a schema integrators can build on)', () => {
  it('documents every type, field, argument and enum value of schema.graphql', () => {
    const sdl = readFileSync(resolve(__dirname, '../../schema.graphql'), 'utf8');
    expect(undocumentedCoordinatesOfSdl(sdl)).toEqual([]);
  });

  it('finds what is not documented, by its schema coordinate', () => {
    const schema = buildSchema(`
      """Documented."""
      type Query {
        """Documented."""
        a(
          """Documented."""
          x: Int
          y: Int
        ): Kind
        b: Int
      }
      enum Kind {
        """Documented."""
        ONE
        TWO
      }
      input Filter { c: Int }
    `);
    expect(undocumentedCoordinates(schema)).toEqual([
      'Filter',
      'Filter.c',
      'Kind',
      'Kind.TWO',
      'Query.a(y:)',
      'Query.b',
    ]);
  });
});
