/** Print formats of a display plan (docs/rules/data-model.md); CONTROL is the monthly control sheet (A4 landscape). */
export const PRINT_FORMATS = [
  'A3_LANDSCAPE',
  'A3_PORTRAIT',
  'A4_LANDSCAPE',
  'A4_PORTRAIT',
  'CONTROL',
] as const;
export type PrintFormat = (typeof PRINT_FORMATS)[number];
