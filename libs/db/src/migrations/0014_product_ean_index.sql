-- Quick order (decision 0040) looks products up by EAN within a tenant (CataloguePort.getProductsByEans):
-- up to 200 codes at once, so by index, not by a scan of the tenant's products.
create index product_ean_idx on product (mandant_code, ean);
