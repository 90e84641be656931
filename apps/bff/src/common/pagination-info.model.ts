import { Field, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('PaginationInfo', {
  description: 'Where a page lies among all of a list (docs/rules/data-model.md paginationInfo).',
})
export class PaginationInfoModel {
  @Field(() => Int, { description: 'Entries over all pages.' }) totalCount!: number;
  @Field(() => Int, { description: 'The last page (1 when the list is empty).' }) lastPage!: number;
  @Field(() => Int, { description: 'Entries a page.' }) itemsPerPage!: number;
}
