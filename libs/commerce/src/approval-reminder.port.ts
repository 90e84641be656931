/** A contact reminded of a cart: an approver or administrator of the cart's customer with an e-mail. */
export interface ApprovalReminderRecipient {
  contactId: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A cart whose approvers are due a reminder, with what the reminder mail says about it. */
export interface DueApprovalReminder {
  cartId: string;
  mandantCode: string;
  customerNo: string;
  customerName: string;
  /** The customer's language (ISO 639-1, e.g. de): the mail's language where the tenant has a shop locale in it. */
  customerLanguage: string;
  /** The owner contact of the cart, who handed it over. */
  requester: { firstName: string; lastName: string };
  /** When the cart was (last) handed over. */
  requestedAt: Date;
  /** When its approvers were last reminded of this hand-over; null: not yet. */
  lastRemindedAt: Date | null;
  lineCount: number;
  /** What the requester wrote when handing the cart over, or null. */
  comment: string | null;
  /** Whom to remind, in contact number order; may be empty (the customer has no approver with an e-mail). */
  recipients: ApprovalReminderRecipient[];
}

/**
 * Approval reminders across every tenant (decision 0045): a system operation of the worker, not a
 * request of a user, so it takes no ShopContext. The rule is awaitsApproverDecision and
 * isApprovalReminderDue of libs/domain with the customer's reminderMailInterval.
 */
export interface ApprovalReminderPort {
  /**
   * At most `limit` carts of every tenant whose reminder is due at `now`, the longest unreminded
   * first (by their last reminder, else their hand-over).
   */
  dueApprovalReminders(now: Date, limit: number): Promise<DueApprovalReminder[]>;
  /**
   * Records that the carts' approvers were reminded at `now`: sets the reminder time and adds an
   * `approval-reminded` event by the system. A cart no longer waiting, or whose reminder is no longer
   * due (another run marked it, it was handed over again), is skipped. The ids of the carts marked.
   */
  markApprovalReminded(cartIds: readonly string[], now: Date): Promise<string[]>;
}
