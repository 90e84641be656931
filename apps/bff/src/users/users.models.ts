import { Field, ObjectType } from '@nestjs/graphql';
import { ContactModel } from '../account/me.models';
import { PaginationInfoModel } from '../common/pagination-info.model';

@ObjectType('ContactPage', {
  description: "A page of the session customer's contacts in the user administration.",
})
export class ContactPageModel {
  @Field(() => [ContactModel], { description: 'The contacts of this page.' }) items!: ContactModel[];
  @Field(() => PaginationInfoModel, { description: 'Where the page lies among all contacts found.' })
  paginationInfo!: PaginationInfoModel;
  @Field({
    description:
      'False when the temporary associates could not be read: Contact.isTemporary is null then (the list itself is complete).',
  })
  temporaryAssociatesKnown!: boolean;
}
