/**
 * A job whose payload can never be processed (a validator of this library refused it): nothing was
 * changed, and running it again cannot help. The worker hands it to BullMQ as an UnrecoverableError,
 * so it is not retried; the ops CLI shows its message.
 */
export class InvalidJobError extends Error {
  override readonly name = 'InvalidJobError';
}
