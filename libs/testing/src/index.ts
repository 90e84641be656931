export { claimTestRedis, otherDatabaseUrl, CLAIM_KEY, CLAIM_SCRIPT, type TestRedis } from './test-redis';
export { formAction, hiddenInput, TestBrowser, type Page, type RequestInit } from './test-browser';
