export { claimTestRedis, otherDatabaseUrl, CLAIM_KEY, CLAIM_SCRIPT, type TestRedis } from './test-redis';
export { formAction, hiddenInput, TestBrowser, type Page, type RequestInit } from './test-browser';
export { freeTcpPort, startOwnRedisServer, type OwnRedisServer } from './own-redis-server';
export { startStallableProxy, type StallableProxy } from './stallable-proxy';
export { runTs, spawnTs, type TsProcess, type TsProcessOptions, type TsRun } from './ts-process';
export { startMailCatcher, type CaughtMail, type MailCatcher } from './mail-catcher';
