import { Module } from '@nestjs/common';
import { CartsModule } from '../carts/carts.module';
import { EssenceListModule } from '../essence-list/essence-list.module';
import { MailModule } from '../mail/mail.module';
import { OrdersModule } from '../orders/orders.module';
import { PricingModule } from '../pricing/pricing.module';
import { ApprovalResolver } from './approval.resolver';
import { ApprovalService } from './approval.service';
import { CartMergeResolver } from './cart-merge.resolver';
import { CartMergeService } from './cart-merge.service';

/** The GraphQL resolvers of this folder (the SDL printer takes them from here too). */
export const APPROVAL_RESOLVERS = [ApprovalResolver, CartMergeResolver];

/** The approval process of carts (issue 12): hand over, approve (order), decline, merge. */
@Module({
  imports: [CartsModule, EssenceListModule, MailModule, OrdersModule, PricingModule],
  providers: [ApprovalService, CartMergeService, ...APPROVAL_RESOLVERS],
})
export class ApprovalModule {}
