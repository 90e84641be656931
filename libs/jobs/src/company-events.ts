/**
 * Something of a company changed that its administrators' and approvers' open pages show: its
 * locations, its settings, its activity (issue 26). It carries no data: each page reads it again
 * through the BFF with its own rights.
 */
export const COMPANY_CHANGE_SUBJECTS = ['location', 'settings', 'activity'] as const;
export type CompanyChangeSubject = (typeof COMPANY_CHANGE_SUBJECTS)[number];

export interface CompanyChangedEvent {
  type: 'company-changed';
  /** Epoch ms of the change. */
  id: string;
  mandantCode: string;
  customerNo: string;
  subject: CompanyChangeSubject;
}

export function companyChangedEvent(
  mandantCode: string,
  customerNo: string,
  subject: CompanyChangeSubject,
  now: Date,
): CompanyChangedEvent {
  return { type: 'company-changed', id: String(now.getTime()), mandantCode, customerNo, subject };
}

export function isCompanyChangedEvent(value: unknown): value is CompanyChangedEvent {
  const event = value as Partial<CompanyChangedEvent> | null;
  return (
    !!event &&
    event.type === 'company-changed' &&
    typeof event.id === 'string' &&
    typeof event.mandantCode === 'string' &&
    typeof event.customerNo === 'string' &&
    (COMPANY_CHANGE_SUBJECTS as readonly unknown[]).includes(event.subject)
  );
}
