import { QUEUES } from '@shop/jobs';
import { producerQueueProvider } from '../infra/producer-queue';

/** The mail queue the BFF enqueues on; the worker renders and sends (the BFF never talks SMTP). */
export const MAIL_QUEUE = Symbol('MAIL_QUEUE');

export const mailQueueProvider = producerQueueProvider(MAIL_QUEUE, QUEUES.mail);
