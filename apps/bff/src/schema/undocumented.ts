import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedScalarType,
  type GraphQLSchema,
} from 'graphql';

/**
 * The schema coordinates (Type, Type.field, Type.field(argument), Enum.VALUE) that have no
 * description: what an integrator reading `schema.graphql` is left to guess (issue 13).
 */
export function undocumentedCoordinates(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  // The root operation types are described by their fields; code-first schemas give them no text.
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!type.description && !roots.has(type as never)) missing.push(type.name);
    if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        if (!field.description) missing.push(`${type.name}.${field.name}`);
        for (const arg of 'args' in field ? field.args : [])
          if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name}:)`);
      }
    }
    if (isEnumType(type))
      for (const value of type.getValues())
        if (!value.description) missing.push(`${type.name}.${value.name}`);
  }
  return missing.sort();
}

export function undocumentedCoordinatesOfSdl(sdl: string): string[] {
  return undocumentedCoordinates(buildSchema(sdl));
}
