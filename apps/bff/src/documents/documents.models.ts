import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('EncodedFile', {
  description: 'A rendered file (docs/rules/data-model.md encoded file): base64 content, file name and id.',
})
export class EncodedFileModel {
  @Field(() => ID, { description: 'The document id (the same as the DocumentJob id).' }) id!: string;
  @Field({ description: 'Readable ASCII file name with extension, e.g. Rechnung-RE-20-000001.pdf.' })
  fileName!: string;
  @Field({ description: 'The file, base64 encoded.' }) content!: string;
  @Field({ description: 'MIME type, e.g. application/pdf.' }) mimeType!: string;
}

@ObjectType('DocumentJob', {
  description:
    'A document the worker renders (decision 0057): QUEUED or RENDERING until it is READY with its file (or FAILED). The customer’s pages hear a `document-ready` event with the id; documentJob answers the file.',
})
export class DocumentJobModel {
  @Field(() => ID, {
    description: 'Stable id of this document version: the same document asked again has the same id.',
  })
  id!: string;
  @Field({ description: 'ORDER, INVOICE, CREDIT_MEMO, PURCHASE_REPORT or PLAN.' }) kind!: string;
  @Field({ description: 'QUEUED, RENDERING, READY or FAILED.' }) status!: string;
  @Field(() => EncodedFileModel, { nullable: true, description: 'The file once READY, else null.' })
  file!: EncodedFileModel | null;
  @Field(() => String, { nullable: true, description: 'Message key of the failure when FAILED.' })
  errorKey!: string | null;
}

@ObjectType('GeneratePlanPdfPayload', {
  description:
    'The encoded file once the worker rendered it (null before), and the document to follow until then (docs/rules/calls.md, generatePlanPdfEncodedFileContent).',
})
export class GeneratePlanPdfPayloadModel {
  @Field(() => String, { nullable: true, description: 'The clientMutationId of the input.' })
  clientMutationId!: string | null;
  @Field(() => EncodedFileModel, {
    nullable: true,
    description: 'The PDF when it was rendered before (READY); else null: follow `document`.',
  })
  encodedFileContent!: EncodedFileModel | null;
  @Field(() => DocumentJobModel, { description: 'The document: its id, status and, once READY, file.' })
  document!: DocumentJobModel;
}
