export * from './rendered-mail';
export * from './html';
export * from './mail-format';
export * from './order-confirmation/order-confirmation';
export * from './order-confirmation/order-confirmation.texts';
export * from './approval-reminder/approval-reminder';
export * from './approval-reminder/approval-reminder.texts';
