import { readFileSync } from 'node:fs';

/** The two faces every document uses: DejaVu Sans covers Latin-2 (č ř ľ ŕ ô …) and Cyrillic (decision 0060). */
export const FONT_FILES = {
  regular: 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  bold: 'dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
} as const;
export type FontFace = keyof typeof FONT_FILES;

let loaded: Record<FontFace, Buffer> | undefined;

/**
 * The font files, read once per process. Resolved through Node's module resolution from this file, so the
 * same code finds them from the TypeScript sources (jest), from the swc build in dist/ and in the worker.
 */
export function documentFonts(): Record<FontFace, Buffer> {
  loaded ??= {
    regular: readFileSync(require.resolve(FONT_FILES.regular)),
    bold: readFileSync(require.resolve(FONT_FILES.bold)),
  };
  return loaded;
}
