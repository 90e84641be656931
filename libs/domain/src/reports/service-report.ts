import { dateRangeProblem } from '../date-range';
import type { Money } from '../money';

/**
 * What kind of (docs/rules/data-model.md, service report category `type` (its values are not shown, decision 0064):)
 * field service the provider performed at the customer.
 */
export const SERVICE_CATEGORIES = [
  'MAINTENANCE',
  'HYGIENE_INSPECTION',
  'INSTALLATION',
  'TRAINING',
  'REPAIR',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

/** The longest range the service list reports on: two years (`until` before the day two years on). */
export const SERVICE_REPORT_MAX_YEARS = 2;

/** The message key of a service list range that cannot be asked for, or null (decision 0064). */
export function serviceReportRangeProblem(fromDate?: string, untilDate?: string): string | null {
  return dateRangeProblem(fromDate, untilDate, { required: true, maxYears: SERVICE_REPORT_MAX_YEARS });
}

/** The range the service list opens with: the current calendar year (in UTC) up to its last day. */
export function defaultServiceReportRange(today: Date): { fromDate: string; untilDate: string } {
  const year = today.getUTCFullYear();
  return { fromDate: `${year}-01-01`, untilDate: `${year}-12-31` };
}

/**
 * A category in the address of its page (`…/serviceleistungen/hygiene-inspection`): lower case with
 * hyphens, which the route's category rule accepts (letters, digits, hyphen, underscore).
 */
export function serviceCategoryParamOf(category: ServiceCategory): string {
  return category.toLowerCase().replace(/_/g, '-');
}

/** The category a page address names, or null for one the service list does not know. */
export function serviceCategoryOfParam(param: string): ServiceCategory | null {
  return SERVICE_CATEGORIES.find((category) => serviceCategoryParamOf(category) === param) ?? null;
}

/** One service performed once: the day, its service report number and the working time. */
export interface ServiceEntry {
  /** YYYY-MM-DD. */
  date: string;
  /** The number of the service report (Servicebericht) the technician left, e.g. SB-2026-004711. */
  attachmentNumber: string;
  /** Working time in minutes. */
  time: number;
  value: Money;
}

/** A service of the provider with its entries in the range, oldest first. */
export interface ServiceReportService {
  code: string;
  name: string;
  /** The value of its entries together. */
  serviceValue: Money;
  /** How many times it was performed (its entries). */
  serviceCount: number;
  entries: ServiceEntry[];
}

export interface ServiceReportCategory {
  type: ServiceCategory;
  services: ServiceReportService[];
  categoryServiceValue: Money;
  categoryServiceCount: number;
}

/**
 * Groups a range's entries by category and service, with the totals of the spec: categories in the
 * order of SERVICE_CATEGORIES, services by name, entries oldest first. Categories and services
 * without an entry are left out.
 */
export function serviceReportOf(
  rows: readonly {
    category: ServiceCategory;
    code: string;
    name: string;
    entry: ServiceEntry;
  }[],
  currency: string,
): ServiceReportCategory[] {
  const byCategory = new Map<ServiceCategory, Map<string, ServiceReportService>>();
  for (const row of rows) {
    const services = byCategory.get(row.category) ?? new Map<string, ServiceReportService>();
    byCategory.set(row.category, services);
    const service = services.get(row.code) ?? {
      code: row.code,
      name: row.name,
      serviceValue: { centAmount: 0, currency },
      serviceCount: 0,
      entries: [],
    };
    services.set(row.code, service);
    service.entries.push(row.entry);
    service.serviceCount += 1;
    service.serviceValue = {
      centAmount: service.serviceValue.centAmount + row.entry.value.centAmount,
      currency,
    };
  }
  return SERVICE_CATEGORIES.filter((type) => byCategory.has(type)).map((type) => {
    const services = [...byCategory.get(type)!.values()]
      .map((service) => ({
        ...service,
        entries: [...service.entries].sort(
          (a, b) => a.date.localeCompare(b.date) || a.attachmentNumber.localeCompare(b.attachmentNumber),
        ),
      }))
      .sort((a, b) => a.name.localeCompare(b.name) || a.code.localeCompare(b.code));
    return {
      type,
      services,
      categoryServiceValue: {
        centAmount: services.reduce((sum, service) => sum + service.serviceValue.centAmount, 0),
        currency,
      },
      categoryServiceCount: services.reduce((sum, service) => sum + service.serviceCount, 0),
    };
  });
}
