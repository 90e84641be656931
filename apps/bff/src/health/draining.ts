import { Injectable } from '@nestjs/common';

/**
 * Whether this BFF was told to stop and is draining (docs/decisions/0144-a-local-cluster.md): its
 * readiness answers 503 so that a load balancer sends new requests elsewhere, while it still serves
 * the ones that come until it closes.
 */
@Injectable()
export class Draining {
  private startedAt: number | null = null;

  start(): void {
    this.startedAt ??= Date.now();
  }

  get active(): boolean {
    return this.startedAt !== null;
  }
}
