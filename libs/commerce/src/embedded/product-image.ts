/** Deterministic product pictograms: the SKU's first digit picks the shape, its hash the colours. */

type Shape = 'bottle' | 'canister' | 'roll' | 'box' | 'device';

const SHAPES: Record<string, Shape> = {
  '1': 'bottle',
  '2': 'canister',
  '3': 'roll',
  '4': 'box',
  '5': 'device',
};
const FALLBACK_SHAPES: Shape[] = ['bottle', 'canister', 'roll', 'box', 'device'];

function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

interface Palette {
  main: string;
  dark: string;
  light: string;
  accent: string;
  background: string;
  /** Fill reference of the body gradient. */
  body: string;
}

function paletteFor(h: number, gradientId: string): Palette {
  // Hues of cleaning products: teal, blue, green, violet, orange, red, yellow.
  const hues = [174, 200, 215, 140, 265, 24, 350, 45];
  const hue = hues[h % hues.length] + ((h >>> 8) % 12) - 6;
  const accentHue = (hue + 150 + ((h >>> 12) % 60)) % 360;
  return {
    main: `hsl(${hue} 62% 48%)`,
    dark: `hsl(${hue} 60% 32%)`,
    light: `hsl(${hue} 70% 78%)`,
    accent: `hsl(${accentHue} 75% 55%)`,
    background: `hsl(${hue} 45% 95%)`,
    body: `url(#${gradientId})`,
  };
}

function label(x: number, y: number, width: number, height: number, p: Palette, text: string): string {
  const cx = x + width / 2;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="10" fill="#ffffff" opacity="0.95"/>
  <rect x="${x}" y="${y}" width="${width}" height="10" rx="5" fill="${p.accent}"/>
  <text x="${cx}" y="${y + height / 2 + 12}" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-size="26" font-weight="700" fill="${p.dark}">${text}</text>
  <rect x="${cx - width * 0.3}" y="${y + height - 22}" width="${width * 0.6}" height="6" rx="3" fill="${p.light}"/>`;
}

function bottle(p: Palette, text: string): string {
  return `<rect x="178" y="58" width="44" height="34" rx="6" fill="${p.accent}"/>
  <rect x="170" y="86" width="60" height="18" rx="5" fill="${p.dark}"/>
  <path d="M170 104 h60 q0 30 40 52 q14 8 14 30 v150 q0 20 -20 20 h-128 q-20 0 -20 -20 v-150 q0 -22 14 -30 q40 -22 40 -52z" fill="${p.body}"/>
  <path d="M140 190 q-6 0 -6 10 v120 q0 8 8 8" stroke="#ffffff" stroke-width="8" stroke-linecap="round" fill="none" opacity="0.45"/>
  ${label(138, 200, 124, 100, p, text)}`;
}

function canister(p: Palette, text: string): string {
  return `<path d="M110 112 h90 l22 -34 h50 a12 12 0 0 1 12 12 v22 q20 4 20 24 v200 q0 20 -20 20 h-174 q-20 0 -20 -20 v-200 q0 -24 20 -24z" fill="${p.body}"/>
  <rect x="226" y="58" width="40" height="26" rx="6" fill="${p.accent}"/>
  <path d="M120 112 v-26 q0 -14 14 -14 h50 q14 0 14 14 v26" stroke="${p.dark}" stroke-width="14" fill="none" stroke-linecap="round"/>
  <path d="M108 160 v150" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.4"/>
  ${label(128, 180, 144, 120, p, text)}`;
}

function roll(p: Palette, text: string): string {
  return `<path d="M120 96 h160 v220 h-160z" fill="${p.body}"/>
  <ellipse cx="200" cy="316" rx="80" ry="26" fill="${p.dark}"/>
  <ellipse cx="200" cy="96" rx="80" ry="26" fill="${p.light}"/>
  <ellipse cx="200" cy="96" rx="26" ry="9" fill="${p.dark}"/>
  <path d="M280 150 q40 10 40 60 v90 l-20 -10 l-20 10z" fill="${p.light}" opacity="0.9"/>
  <path d="M136 130 v160" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.4"/>
  ${label(140, 170, 120, 96, p, text)}`;
}

function box(p: Palette, text: string): string {
  return `<path d="M90 140 l110 -50 l110 50 v170 l-110 50 l-110 -50z" fill="${p.body}"/>
  <path d="M90 140 l110 50 l110 -50 l-110 -50z" fill="${p.light}"/>
  <path d="M200 190 v170 l110 -50 v-170z" fill="${p.dark}" opacity="0.35"/>
  <path d="M145 115 l110 50" stroke="${p.accent}" stroke-width="14"/>
  ${label(104, 210, 86, 92, p, text)}`;
}

function device(p: Palette, text: string): string {
  return `<rect x="118" y="60" width="164" height="250" rx="26" fill="${p.body}"/>
  <rect x="140" y="84" width="120" height="86" rx="14" fill="${p.light}"/>
  <rect x="152" y="110" width="96" height="50" rx="8" fill="${p.main}" opacity="0.55"/>
  <circle cx="200" cy="200" r="16" fill="${p.accent}"/>
  <rect x="170" y="300" width="60" height="26" rx="8" fill="${p.dark}"/>
  <rect x="188" y="326" width="24" height="14" rx="4" fill="${p.dark}"/>
  <path d="M134 90 v190" stroke="#ffffff" stroke-width="8" stroke-linecap="round" opacity="0.35"/>
  ${label(140, 220, 120, 74, p, text)}`;
}

const DRAW: Record<Shape, (p: Palette, text: string) => string> = { bottle, canister, roll, box, device };

/** A 400×400 SVG pictogram for a product; same SKU, same picture. No external references. */
export function renderProductImageSvg(sku: string, name?: string): string {
  const h = hash(sku);
  const shape = SHAPES[sku.charAt(0)] ?? FALLBACK_SHAPES[h % FALLBACK_SHAPES.length];
  // Unique per SKU so several pictograms inlined in one page keep their own colours.
  const gradientId = `body-${h.toString(36)}`;
  const p = paletteFor(h, gradientId);
  const brand = (name ?? '').trim().split(/\s+/)[0] ?? '';
  const mark = escapeXml((brand || sku).slice(0, 3).toUpperCase());
  const title = escapeXml(name ? `${name} (${sku})` : sku);
  const bubbles = [0, 1, 2, 3]
    .map((i) => {
      const bh = hash(`${sku}:${i}`);
      return `<circle cx="${40 + (bh % 320)}" cy="${30 + ((bh >>> 9) % 80)}" r="${6 + ((bh >>> 17) % 14)}" fill="${p.light}" opacity="0.6"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${title}">
  <title>${title}</title>
  <defs>
    <linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.main}"/>
      <stop offset="1" stop-color="${p.dark}"/>
    </linearGradient>
  </defs>
  <rect width="400" height="400" rx="24" fill="${p.background}"/>
  ${bubbles}
  <ellipse cx="200" cy="366" rx="130" ry="14" fill="#0f172a" opacity="0.12"/>
  ${DRAW[shape](p, mark)}
  <text x="384" y="388" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="14" fill="${p.dark}" opacity="0.7">${escapeXml(sku)}</text>
</svg>
`;
}
