-- Minimum-quantity surcharge (decision 0043). Per tenant: carts whose goods are worth less than
-- min_order_net_cents (net) pay min_qty_surcharge_cents as a custom line item with the sku
-- min_qty_surcharge_sku. Ops change these per tenant; all three null: the tenant charges none.
alter table tenant add column min_order_net_cents integer;
alter table tenant add column min_qty_surcharge_cents integer;
alter table tenant add column min_qty_surcharge_sku text;
alter table tenant add constraint tenant_min_qty_surcharge_check check (
  (min_order_net_cents is null and min_qty_surcharge_cents is null and min_qty_surcharge_sku is null)
  or (min_order_net_cents is not null and min_qty_surcharge_cents is not null and min_qty_surcharge_sku is not null
      and min_order_net_cents >= 0 and min_qty_surcharge_cents >= 0 and min_qty_surcharge_sku <> '')
);

-- Tenants that exist already get the embedded defaults of their currency
-- (MINIMUM_SURCHARGE_DEFAULTS in libs/domain; a fresh database gets them from the seed).
update tenant set min_order_net_cents = 10000, min_qty_surcharge_cents = 990,
                  min_qty_surcharge_sku = 'MIN-QTY-SURCHARGE' where currency = 'EUR';
update tenant set min_order_net_cents = 250000, min_qty_surcharge_cents = 25000,
                  min_qty_surcharge_sku = 'MIN-QTY-SURCHARGE' where currency = 'CZK';
update tenant set min_order_net_cents = 20000, min_qty_surcharge_cents = 1990,
                  min_qty_surcharge_sku = 'MIN-QTY-SURCHARGE' where currency = 'BGN';

-- Customers who never pay the surcharge. (docs/rules/data-model.md, exclFromMinQtyCharge)
alter table customer add column excl_from_min_qty_charge boolean not null default false;

-- The surcharge an order was placed with (its snapshot, decision 0037): apart from the product
-- lines, as the cart shows it. Its amount is part of net_cents.
alter table shop_order add column custom_line_key text;
alter table shop_order add column custom_line_name text;
alter table shop_order add column custom_line_cents bigint;
alter table shop_order add constraint shop_order_custom_line_check check (
  (custom_line_key is null and custom_line_name is null and custom_line_cents is null)
  or (custom_line_key is not null and custom_line_name is not null and custom_line_cents is not null
      and custom_line_cents >= 0)
);
