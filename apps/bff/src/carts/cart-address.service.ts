import { Inject, Injectable } from '@nestjs/common';
import { CUSTOMER_PORT, type CustomerPort, type ShippingAddress } from '@shop/commerce';
import type { ShopContext } from '@shop/domain';
import { CacheService } from '../cache/cache.service';
import { notFound } from '../common/shop-error';

/** Where a cart without its own address ships (the cart's address field, checkout's order). */
@Injectable()
export class CartAddressService {
  constructor(
    @Inject(CUSTOMER_PORT) private readonly customers: CustomerPort,
    private readonly cache: CacheService,
  ) {}

  /**
   * The customer's address, with the contact's name. Cached a minute per contact: every cart read
   * shows it, and addresses change rarely.
   */
  customerAddressOf(ctx: ShopContext): Promise<ShippingAddress> {
    const contactId = ctx.contact!.id;
    return this.cache.getOrSet(`customer-address:${ctx.mandantCode}:${contactId}`, 60, async () => {
      const found = await this.customers.getContact(ctx, contactId);
      if (!found) throw notFound('error.no-customer-selected');
      return {
        firstName: found.contact.firstName,
        lastName: found.contact.lastName,
        streetName: found.customer.street,
        postalCode: found.customer.postCode,
        city: found.customer.city,
        country: found.customer.countryCode,
      };
    });
  }
}
