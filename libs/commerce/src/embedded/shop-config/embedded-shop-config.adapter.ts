import {
  accessLevelOf,
  isCountryCode,
  isWebRole,
  type MinimumSurchargeRule,
  type ShopContext,
  type WebRole,
} from '@shop/domain';
import type { Db } from '@shop/db';
import type { ShopConfig } from '../../commerce.types';
import type { ShopConfigPort } from '../../shop-config.port';
import { localize } from '../localize';

interface TenantRow {
  mandant_code: string;
  name: string;
  country_code: string;
  currency: string;
  tax_percent: number;
  min_order_net_cents: number | null;
  min_qty_surcharge_cents: number | null;
  min_qty_surcharge_sku: string | null;
  config: {
    webRoles?: { code: string; externalCode?: string; description: unknown; isAdministrator?: boolean }[];
    salutations?: { code: string; name: unknown }[];
    customerGroups?: { code: string; name: unknown }[];
    organizationalLevels?: { code: string; name: unknown }[];
    shippingAgents?: { code: string; name: unknown }[];
    fieldDescriptions?: { parameterName?: unknown; status?: unknown }[];
    countries?: string[];
    languages?: string[];
    letterhead?: { email?: string };
    partner?: { name?: unknown; contentSlug?: unknown };
    hubspotTemplates?: { language?: unknown; templateId?: unknown }[];
  };
}

/** ShopConfigPort on the project's own database (tables of libs/db). */
export class EmbeddedShopConfigAdapter implements ShopConfigPort {
  constructor(private readonly db: Db) {}

  async getShopConfig(ctx: ShopContext): Promise<ShopConfig> {
    const tenant = await this.db.one<TenantRow>('select * from tenant where mandant_code = $1', [
      ctx.mandantCode,
    ]);
    if (!tenant) throw new Error(`Unknown tenant ${ctx.mandantCode}`);
    return toShopConfig(tenant, ctx.language);
  }
}

function toShopConfig(tenant: TenantRow, language: string): ShopConfig {
  const roles = (tenant.config.webRoles ?? []).filter((role) => isWebRole(role.code));
  const deliveryCountries = deliveryCountriesOf(tenant);
  return {
    mandantCode: tenant.mandant_code,
    languages: (tenant.config.languages ?? []).map((code) => ({
      code,
      name: displayName(language, 'language', code),
    })),
    countries: deliveryCountries.map((code) => ({ code, name: displayName(language, 'region', code) })),
    partner: partnerOf(tenant, language),
    hubspotTemplates: (tenant.config.hubspotTemplates ?? []).flatMap((t) =>
      typeof t.language === 'string' && typeof t.templateId === 'string'
        ? [{ language: t.language, templateId: t.templateId }]
        : [],
    ),
    name: tenant.name,
    countryCode: tenant.country_code,
    currency: tenant.currency,
    taxPercent: tenant.tax_percent,
    webRoles: roles
      .map((role) => ({
        code: role.code as WebRole,
        externalCode: role.externalCode ?? role.code,
        description: localize(role.description, language),
        isAdministrator: role.isAdministrator === true,
        accessLevel: accessLevelOf(role.code as WebRole),
      }))
      .sort((a, b) => a.accessLevel - b.accessLevel),
    salutations: codeList(tenant.config.salutations, language),
    customerGroups: codeList(tenant.config.customerGroups, language),
    organizationalLevels: codeList(tenant.config.organizationalLevels, language),
    shippingAgents: codeList(tenant.config.shippingAgents, language),
    fieldDescriptions: (tenant.config.fieldDescriptions ?? []).flatMap((d) =>
      typeof d.parameterName === 'string' && typeof d.status === 'string'
        ? [{ parameterName: d.parameterName, status: d.status }]
        : [],
    ),
    deliveryCountries,
    minimumSurcharge: minimumSurchargeOf(tenant),
    serviceEmail: tenant.config.letterhead?.email ?? null,
  };
}

/**
 * The shop configuration's `countries` (decision 0077): the countries the tenant delivers to. A
 * tenant configured without any delivers to its own country.
 */
function deliveryCountriesOf(tenant: TenantRow): string[] {
  const configured = (tenant.config.countries ?? []).filter(isCountryCode);
  return configured.length > 0 ? [...new Set(configured)] : [tenant.country_code];
}

/** Migration 0016's check keeps the three columns all set or all null. */
function minimumSurchargeOf(tenant: TenantRow): MinimumSurchargeRule | null {
  if (
    tenant.min_order_net_cents === null ||
    tenant.min_qty_surcharge_cents === null ||
    tenant.min_qty_surcharge_sku === null
  )
    return null;
  return {
    minimumNetCents: tenant.min_order_net_cents,
    surchargeCents: tenant.min_qty_surcharge_cents,
    sku: tenant.min_qty_surcharge_sku,
  };
}

const codeList = (items: { code: string; name: unknown }[] | undefined, language: string) =>
  (items ?? []).map((item) => ({ code: item.code, name: localize(item.name, language) }));

/** A language's or country's name in `language` (the platform's Unicode data); the code if it has none. */
function displayName(language: string, type: 'language' | 'region', code: string): string {
  try {
    return new Intl.DisplayNames([language], { type, fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function partnerOf(tenant: TenantRow, language: string): ShopConfig['partner'] {
  const partner = tenant.config.partner;
  if (!partner || typeof partner.contentSlug !== 'string') return null;
  return { name: localize(partner.name, language), contentSlug: partner.contentSlug };
}
