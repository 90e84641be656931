import { Injectable } from '@nestjs/common';
import type { ShopContext } from '@shop/domain';
import { companyChangedEvent, type CompanyChangeSubject } from '@shop/jobs';
import { ShopEventPublisher } from '../events/shop-event-publisher';
import { ShopError } from '../common/shop-error';

/** The company's open pages (locations, settings, activity) reload what changed. */
@Injectable()
export class CompanyEvents {
  constructor(private readonly events: ShopEventPublisher) {}

  changed(ctx: ShopContext, subject: CompanyChangeSubject): void {
    if (!ctx.customer) return;
    this.events.publish(companyChangedEvent(ctx.mandantCode, ctx.customer.customerNo, subject, new Date()));
  }
}

/** Company calls act for a customer as one of its contacts (a company user, or an employee acting as one). */
export function assertCompanySession(ctx: ShopContext): void {
  if (!ctx.customer || !ctx.contact) throw new ShopError('FORBIDDEN', 'error.no-customer-selected');
}
