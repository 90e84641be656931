import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaBuilderModule, GraphQLSchemaFactory } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { GRAPHQL_RESOLVERS } from '../graphql-resolvers';

const HEADER = `# ------------------------------------------------------
# THIS FILE WAS AUTOMATICALLY GENERATED (DO NOT MODIFY)
# Written by \`npm run schema\` from the BFF's code-first schema.
# ------------------------------------------------------
`;

/** The SDL of the BFF's code-first schema, exactly as checked in at apps/bff/schema.graphql. */
export async function buildSchemaSdl(): Promise<string> {
  const app = await NestFactory.create(GraphQLSchemaBuilderModule, { logger: false });
  await app.init();
  const factory = app.get(GraphQLSchemaFactory);
  const schema = await factory.create(GRAPHQL_RESOLVERS);
  await app.close();
  return `${HEADER}\n${printSchema(lexicographicSortSchema(schema))}\n`;
}
