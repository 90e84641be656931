import { Module } from '@nestjs/common';
import { CartsModule } from '../carts/carts.module';
import { OrdersModule } from '../orders/orders.module';
import { ApprovalResolver } from './approval.resolver';
import { ApprovalService } from './approval.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const APPROVAL_RESOLVERS = [ApprovalResolver];

/** The approval process of carts (issue 12): hand over, approve (order), decline. */
@Module({ imports: [CartsModule, OrdersModule], providers: [ApprovalService, ...APPROVAL_RESOLVERS] })
export class ApprovalModule {}
