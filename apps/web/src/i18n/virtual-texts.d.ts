// The language text parts of vite-texts.ts (decision 0127).
declare module 'virtual:texts/*' {
  const texts: Partial<import('./i18n').Translation>;
  export default texts;
}
