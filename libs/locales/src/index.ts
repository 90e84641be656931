export * from './locales';
export * from './route-words';
export * from './route-table';
export * from './route-paths';
export * from './external-shops';
export * from './guest-context';
export * from './transliteration';
export * from './country-shop';
