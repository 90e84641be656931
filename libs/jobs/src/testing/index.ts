// Test support of the job contract (`@shop/jobs/testing`). Test files only: the production barrel
// `@shop/jobs` does not export it.
import type {
  AccessChangedMail,
  AccessChangedMailJob,
  ApprovalDecisionMailCart,
  ApprovalDecisionMailJob,
  ApprovalReminderMailCart,
  ApprovalReminderMailJob,
  ContactInvitationMail,
  ContactInvitationMailJob,
  OrderConfirmationMailJob,
  OrderConfirmationMailOrder,
  ContactFormMailJob,
  ContactFormMessage,
  RegistrationDecisionMail,
  RegistrationDecisionMailJob,
} from '../mail';

/**
 * A valid order confirmation job of the Czech shop (CZK, 21 % VAT, names with diacritics); a test
 * changes what it is about.
 */
export function orderConfirmationMailJob(
  patch: Partial<Omit<OrderConfirmationMailJob, 'order'>> & {
    order?: Partial<OrderConfirmationMailOrder>;
  } = {},
): OrderConfirmationMailJob {
  const czk = (centAmount: number) => ({ centAmount, currency: 'CZK' });
  const { order, ...rest } = patch;
  return {
    to: 'jana.novakova@firma.example',
    locale: 'cs-cz',
    mandantCode: '80HHCZ',
    ...rest,
    order: {
      orderNumber: 'WS-100042',
      orderedAt: '2026-11-23T09:30:00.000Z',
      customerIdentifier: 'OBJ-2026/17',
      lines: [
        { sku: 'HH-1001', name: 'Čisticí prostředek na podlahy 5 l', quantity: 3, linePrice: czk(89_700) },
        { sku: 'HH-2002', name: 'Papírové ručníky skládané', quantity: 1, linePrice: czk(45_050) },
      ],
      taxPercent: 21,
      totals: { net: czk(134_750), tax: czk(28_298), gross: czk(163_048) },
      shippingAddress: {
        firstName: 'Jana',
        lastName: 'Nováková',
        streetName: 'Údolní 12',
        postalCode: '602 00',
        city: 'Brno',
        country: 'CZ',
      },
      customLineItem: null,
      ...order,
    },
  };
}

/** A valid approval reminder of the Czech shop; a test changes what it is about. */
export function approvalReminderMailJob(
  patch: Partial<Omit<ApprovalReminderMailJob, 'reminder'>> & {
    reminder?: Partial<ApprovalReminderMailCart>;
  } = {},
): ApprovalReminderMailJob {
  const { reminder, ...rest } = patch;
  return {
    to: 'petr.svoboda@firma.example',
    locale: 'cs-cz',
    mandantCode: '80HHCZ',
    ...rest,
    reminder: {
      cartId: 'cart-7f3a',
      customerName: 'Úklidová služba Brno s.r.o.',
      requesterName: 'Jana Nováková',
      requestedAt: '2026-11-20T08:15:00.000Z',
      lineCount: 3,
      comment: 'Prosím o schválení: doobjednávka pro kuchyň',
      cartUrl: 'https://shop.example/cs-cz/account/mein-konto/warenkorbverwaltung/cart-7f3a',
      ...reminder,
    },
  };
}

/** A valid mail telling a Czech requester its cart was approved and ordered; a test changes what it says. */
export function approvalDecisionMailJob(
  patch: Partial<Omit<ApprovalDecisionMailJob, 'decision'>> & {
    decision?: Partial<ApprovalDecisionMailCart>;
  } = {},
): ApprovalDecisionMailJob {
  const { decision, ...rest } = patch;
  return {
    to: 'jana.novakova@firma.example',
    locale: 'cs-cz',
    mandantCode: '80HHCZ',
    ...rest,
    decision: {
      cartId: 'cart-7f3a',
      decision: 'approved',
      decidedByName: 'Petr Svoboda',
      decidedAt: '2026-11-21T13:05:00.000Z',
      comment: 'Schváleno, díky',
      orderNumber: 'WS-100043',
      cartsUrl: 'https://shop.example/cs-cz/account/mein-konto/warenkorbverwaltung',
      ...decision,
    },
  };
}

/** A valid invitation of a Bulgarian contact; a test changes what it says. */
export function contactInvitationMailJob(
  patch: Partial<Omit<ContactInvitationMailJob, 'invitation'>> & {
    invitation?: Partial<ContactInvitationMail>;
  } = {},
): ContactInvitationMailJob {
  const { invitation, ...rest } = patch;
  return {
    to: 'ivan.petrov@firma.example',
    locale: 'bg-bg',
    mandantCode: '57HHBG',
    ...rest,
    invitation: {
      inviteeName: 'Иван Петров',
      customerName: 'Хотел Родина ООД',
      invitedByName: 'Мария Иванова',
      expiresAt: '2026-12-05T10:00:00.000Z',
      invitationUrl: 'https://shop.example/bg-bg/invitation?token=abc',
      ...invitation,
    },
  };
}

/** A valid mail telling a Bulgarian registrant its new-customer registration was declined. */
export function registrationDecisionMailJob(
  patch: Partial<Omit<RegistrationDecisionMailJob, 'registration'>> & {
    registration?: Partial<RegistrationDecisionMail>;
  } = {},
): RegistrationDecisionMailJob {
  const { registration, ...rest } = patch;
  return {
    to: 'ivan.petrov@firma.example',
    locale: 'bg-bg',
    mandantCode: '57HHBG',
    ...rest,
    registration: {
      kind: 'new-customer',
      decision: 'declined',
      companyName: 'Хотел Родина ООД',
      reason: 'Липсва ЕИК',
      url: 'https://shop.example/bg-bg',
      ...registration,
    },
  };
}

/** A valid contact form mail to the Austrian service address; a test changes what it says. */
export function contactFormMailJob(
  patch: Partial<Omit<ContactFormMailJob, 'form'>> & { form?: Partial<ContactFormMessage> } = {},
): ContactFormMailJob {
  const { form, ...rest } = patch;
  return {
    to: 'service@hh-hygiene.at',
    replyTo: 'erika.muster@kunde.example',
    locale: 'de-at',
    mandantCode: '20HHAT',
    ...rest,
    form: {
      salutation: 'Frau',
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika.muster@kunde.example',
      phone: '+43 1 2345',
      message: 'Bitte rufen Sie mich zurück.',
      sentFromLocale: 'de-at',
      sentAt: '2026-11-21T13:05:00.000Z',
      ...form,
    },
  };
}

/** A valid mail telling an Austrian contact its role was changed; a test changes what it says. */
export function accessChangedMailJob(
  patch: Partial<Omit<AccessChangedMailJob, 'access'>> & { access?: Partial<AccessChangedMail> } = {},
): AccessChangedMailJob {
  const { access, ...rest } = patch;
  return {
    to: 'eva.moser@firma.example',
    locale: 'de-at',
    mandantCode: '20HHAT',
    ...rest,
    access: {
      kind: 'role-changed',
      personName: 'Eva Moser',
      customerName: 'Hotel Alpenblick',
      changedByName: 'Anna Berger',
      roleBefore: 'ROLE_CART_PURCHASER',
      roleAfter: 'ROLE_CART_APPROVER',
      changedAt: '2026-11-28T10:00:00.000Z',
      shopUrl: 'https://shop.example/de-at/account',
      ...access,
    },
  };
}
