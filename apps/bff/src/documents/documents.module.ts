import { closeProducerQueue } from '../infra/producer-queue';
import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { DocumentStore } from '@shop/redis';
import { REDIS } from '../infra/tokens';
import { DocumentQueueService } from './document-queue.service';
import { DOCUMENTS_QUEUE, documentsQueueProvider } from './documents-queue.provider';
import { DocumentsResolver } from './documents.resolver';
import { DocumentsService } from './documents.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const DOCUMENTS_RESOLVERS = [DocumentsResolver];

/** The documents' state in Redis, shared with the worker (libs/redis DocumentStore). */
const documentStoreProvider = {
  provide: DocumentStore,
  useFactory: (redis: Redis) => new DocumentStore(redis),
  inject: [REDIS],
};

/** Printed documents, rendered by the worker (issue 14, decision 0057). */
@Module({
  providers: [
    documentsQueueProvider,
    documentStoreProvider,
    DocumentQueueService,
    DocumentsService,
    ...DOCUMENTS_RESOLVERS,
  ],
  exports: [DocumentQueueService],
})
export class DocumentsModule implements OnApplicationShutdown {
  constructor(@Inject(DOCUMENTS_QUEUE) private readonly queue: Queue) {}

  onApplicationShutdown(): Promise<void> {
    return closeProducerQueue(this.queue);
  }
}
