/** Spec 01 §9 / 02 §9: the client re-reads the session every 15 minutes and when the window becomes visible. */
export const SESSION_REFRESH_INTERVAL_MS = 900_000;
/** Spec 02 §9: the login-error notification stays 10 s, then the user is signed out. */
export const LOGIN_ERROR_TOAST_MS = 10_000;
/** Spec 02 §9: "customer null after change" notification. */
export const NO_CUSTOMER_TOAST_MS = 5_000;
/** Customer search of the employee dialog: like the post-code search of spec 02 §5. */
export const CUSTOMER_SEARCH_DEBOUNCE_MS = 500;
export const CUSTOMER_SEARCH_MAX_WAIT_MS = 5_000;
export const CUSTOMER_SEARCH_MIN_LENGTH = 1;
export const CUSTOMER_SEARCH_PAGE_SIZE = 10;
