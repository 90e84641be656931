import {
  getNamedType,
  getNullableType,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isAbstractType,
  isCompositeType,
  isListType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';
import { getArgumentValues, getDirectiveValues } from 'graphql/execution/values';
import { DEFAULT_PRODUCT_PAGE_SIZE } from '@shop/domain';

/**
 * How list sizes are read from a query. A field's size is what the client asks for: a page-size
 * argument (`limit: 96`), the length of a list argument (`skus: [...]`, `codes: [...]`), or the
 * argument's default when the client leaves it out. A list without such an argument is sized by the
 * data, not the client: it counts `unsizedListOf[type]` items, else `unsizedList`.
 */
export interface ListCostRules {
  /** Integer arguments that size the list a field returns, or the page it returns. */
  readonly sizeArguments: readonly string[];
  /** List arguments whose length sizes the list a field returns (one item per element). */
  readonly listArguments: readonly string[];
  /** Fields of a page object that hold the page's items: the page-size argument sizes them. */
  readonly pageItemFields: readonly string[];
  /** Items counted for a list without a size argument (categories, blocks, facets, rich text). */
  readonly unsizedList: number;
  /** Items counted for a list of these types without a size argument. */
  readonly unsizedListOf: Readonly<Record<string, number>>;
}

export const LIST_COST_RULES: ListCostRules = {
  sizeArguments: ['limit', 'first', 'last', 'pageSize'],
  listArguments: ['skus', 'codes'],
  pageItemFields: ['items', 'nodes', 'edges'],
  // Content and category lists are parts of one document the BFF already holds (a CMS story, the
  // category tree); their size is the data's. A list of products without an argument (the products of
  // a content block) counts a default page (24): each product may fan out (relatedProducts, prices).
  unsizedList: 1,
  unsizedListOf: { Product: DEFAULT_PRODUCT_PAGE_SIZE },
};

/**
 * The cost of an operation: every field selected costs 1, and a list multiplies the cost of what is
 * selected inside it by its size, so nested lists multiply:
 * `products(limit: 24) { items { relatedProducts(limit: 24) { sku } } }` costs
 * 1 + (1 + 24 × (1 + 24 × 1)) = 602. A page-size argument of a field that returns a page object
 * (`products(limit: 96) { total items { … } }`) sizes the page's item field (`items`). For a union or
 * interface the most expensive possible type counts. Fields skipped by @skip/@include cost nothing;
 * introspection fields (`__schema`, `__type`, `__typename`) cost nothing.
 *
 * Runs in time linear in the document: the cost of a selection set is computed once per type and
 * pending page size (a fragment spread a thousand times is not walked a thousand times).
 *
 * `variables` are the operation's coerced variable values (graphql's getVariableValues).
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  rules: ListCostRules = LIST_COST_RULES,
): number {
  const root = schema.getRootType(operation.operation);
  if (!root) return 0;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const memo = new WeakMap<SelectionSetNode, Map<string, number>>();
  // Nesting of fragment spreads being walked, so that a cycle (refused by validation anyway) ends.
  const walking = new Set<string>();

  const included = (node: SelectionNode): boolean => {
    if (!node.directives?.length) return true;
    if (getDirectiveValues(GraphQLSkipDirective, node, variables)?.if === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, node, variables)?.if !== false;
  };

  const applies = (condition: string | undefined, type: GraphQLObjectType): boolean => {
    if (!condition || condition === type.name) return true;
    const conditionType = schema.getType(condition);
    return !!conditionType && isAbstractType(conditionType) && schema.isSubType(conditionType, type);
  };

  /** Cost of a selection set on one concrete type; `pageSize` sizes the page item fields in it. */
  const onObject = (set: SelectionSetNode, type: GraphQLObjectType, pageSize: number | undefined): number => {
    const key = `${type.name}|${pageSize ?? ''}`;
    let byKey = memo.get(set);
    const known = byKey?.get(key);
    if (known !== undefined) return known;
    let cost = 0;
    for (const selection of set.selections) {
      if (!included(selection)) continue;
      if (selection.kind === Kind.FIELD) {
        cost += fieldCost(selection, type, pageSize);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        if (applies(selection.typeCondition?.name.value, type))
          cost += onObject(selection.selectionSet, type, pageSize);
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        if (!fragment || walking.has(name) || !applies(fragment.typeCondition.name.value, type)) continue;
        walking.add(name);
        cost += onObject(fragment.selectionSet, type, pageSize);
        walking.delete(name);
      }
    }
    if (!byKey) memo.set(set, (byKey = new Map()));
    byKey.set(key, cost);
    return cost;
  };

  /** Cost of a selection set on any type: for a union or interface its most expensive member. */
  const onComposite = (set: SelectionSetNode, type: GraphQLCompositeType, pageSize: number | undefined) => {
    if (isObjectType(type)) return onObject(set, type, pageSize);
    let most = 0;
    for (const possible of schema.getPossibleTypes(type))
      most = Math.max(most, onObject(set, possible, pageSize));
    return most;
  };

  const fieldCost = (node: FieldNode, parent: GraphQLObjectType, pageSize: number | undefined): number => {
    const name = node.name.value;
    if (name.startsWith('__')) return 0;
    const field = parent.getFields()[name];
    if (!field) return 0;
    const size = requestedSize(field, node, variables, rules);
    const type = getNullableType(field.type);
    const named = getNamedType(type);
    const isList = isListType(type);
    const inner = (childPageSize: number | undefined) =>
      node.selectionSet && isCompositeType(named) ? onComposite(node.selectionSet, named, childPageSize) : 0;
    if (!isList) {
      // A page object: its page-size argument sizes its item fields.
      return 1 + inner(size);
    }
    const pageItems = pageSize !== undefined && rules.pageItemFields.includes(name) ? pageSize : undefined;
    const items = size ?? pageItems ?? rules.unsizedListOf[named.name] ?? rules.unsizedList;
    return 1 + items * listItemCost(type, inner(undefined));
  };

  return onComposite(operation.selectionSet, root, undefined);
}

/** One item of a list: its selection, or 1 for a scalar; a list of lists counts its inner items too. */
function listItemCost(listType: unknown, selectionCost: number): number {
  const item = getNullableType((listType as { ofType: Parameters<typeof getNullableType>[0] }).ofType);
  return isListType(item) ? listItemCost(item, selectionCost) : Math.max(1, selectionCost);
}

/** The size a field's arguments ask for (given or default), or undefined when it has no size argument. */
export function requestedSize(
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
  rules: ListCostRules = LIST_COST_RULES,
): number | undefined {
  if (
    !field.args.some(
      (arg) => rules.sizeArguments.includes(arg.name) || rules.listArguments.includes(arg.name),
    )
  )
    return undefined;
  let args: Record<string, unknown>;
  try {
    args = getArgumentValues(field, node, variables);
  } catch {
    // Arguments that cannot be coerced fail the field itself; count the field as one item.
    return 1;
  }
  let size: number | undefined;
  for (const name of rules.sizeArguments) {
    const value = args[name];
    if (typeof value === 'number' && Number.isFinite(value)) size = Math.max(size ?? 0, Math.max(0, value));
  }
  for (const name of rules.listArguments) {
    const value = args[name];
    if (Array.isArray(value)) size = Math.max(size ?? 0, value.length);
  }
  return size;
}
