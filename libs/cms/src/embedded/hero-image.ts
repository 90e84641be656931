/** Wide hero illustrations (1600×600): clean tiled surface, a spray bottle, bubbles and sparkles. */

function hash(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;

function sparkle(x: number, y: number, size: number, opacity: number): string {
  const s = size;
  return `<path d="M${x} ${y - s} Q${x + s * 0.18} ${y - s * 0.18} ${x + s} ${y} Q${x + s * 0.18} ${y + s * 0.18} ${x} ${y + s} Q${x - s * 0.18} ${y + s * 0.18} ${x - s} ${y} Q${x - s * 0.18} ${y - s * 0.18} ${x} ${y - s}Z" fill="#ffffff" opacity="${opacity}"/>`;
}

/** Same locale, same picture; the hue shifts slightly per locale within the teal/blue brand palette. */
export function renderHeroImageSvg(locale: string): string {
  const h = hash(locale);
  const random = seeded(h);
  // Ids unique per locale so several heroes inlined in one page keep their own gradients.
  const uid = h.toString(36);
  const hue = 178 + (h % 30);
  const deep = `hsl(${hue + 24} 70% 24%)`;
  const mid = `hsl(${hue} 65% 38%)`;
  const light = `hsl(${hue - 6} 60% 62%)`;
  const glow = `hsl(${hue - 10} 80% 86%)`;

  const tiles: string[] = [];
  for (let row = 0; row < 4; row++) {
    for (let col = 0; col < 12; col++) {
      const x = col * 140 - (row % 2) * 70;
      const y = 430 + row * 46;
      tiles.push(
        `<rect x="${x}" y="${y}" width="136" height="42" rx="4" fill="#ffffff" opacity="${round(0.05 + 0.05 * ((row + col) % 3))}"/>`,
      );
    }
  }
  const bubbles = Array.from({ length: 26 }, () => {
    const r = 8 + random() * 46;
    const cx = 640 + random() * 940;
    const cy = 40 + random() * 380;
    return `<g opacity="${round(0.35 + random() * 0.5)}"><circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="url(#bubble-${uid})" stroke="#ffffff" stroke-opacity="0.7" stroke-width="2"/><ellipse cx="${round(cx - r * 0.35)}" cy="${round(cy - r * 0.4)}" rx="${round(r * 0.28)}" ry="${round(r * 0.16)}" fill="#ffffff" opacity="0.8" transform="rotate(-30 ${round(cx - r * 0.35)} ${round(cy - r * 0.4)})"/></g>`;
  }).join('');
  const sparkles = Array.from({ length: 9 }, () =>
    sparkle(
      round(80 + random() * 1440),
      round(40 + random() * 360),
      round(8 + random() * 18),
      round(0.5 + random() * 0.5),
    ),
  ).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 600" width="1600" height="600" role="img" aria-label="Clean surfaces">
  <defs>
    <linearGradient id="sky-${uid}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${deep}"/>
      <stop offset="0.55" stop-color="${mid}"/>
      <stop offset="1" stop-color="${light}"/>
    </linearGradient>
    <radialGradient id="bubble-${uid}" cx="0.35" cy="0.35" r="0.75">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.15"/>
      <stop offset="0.8" stop-color="${glow}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0.7"/>
    </radialGradient>
    <linearGradient id="floor-${uid}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0.02"/>
    </linearGradient>
    <linearGradient id="bottle-${uid}" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ffffff"/>
      <stop offset="1" stop-color="${glow}"/>
    </linearGradient>
  </defs>
  <rect width="1600" height="600" fill="url(#sky-${uid})"/>
  <circle cx="1380" cy="120" r="260" fill="${glow}" opacity="0.18"/>
  <circle cx="220" cy="620" r="320" fill="${deep}" opacity="0.35"/>
  <rect y="420" width="1600" height="180" fill="url(#floor-${uid})"/>
  ${tiles.join('')}
  <path d="M0 420 H1600" stroke="#ffffff" stroke-opacity="0.5" stroke-width="3"/>
  <path d="M560 470 q220 -40 460 0" stroke="#ffffff" stroke-opacity="0.55" stroke-width="10" fill="none" stroke-linecap="round"/>
  <path d="M620 500 q180 -26 360 0" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" fill="none" stroke-linecap="round"/>
  <g transform="translate(1150 150)">
    <ellipse cx="90" cy="292" rx="120" ry="14" fill="${deep}" opacity="0.35"/>
    <path d="M40 40 h70 l34 30 h-30 v30 h-74z" fill="${deep}"/>
    <rect x="30" y="96" width="104" height="28" rx="6" fill="#ffffff" opacity="0.9"/>
    <path d="M34 124 h96 q20 24 24 60 v80 q0 22 -22 22 h-100 q-22 0 -22 -22 v-80 q4 -36 24 -60z" fill="url(#bottle-${uid})"/>
    <rect x="34" y="180" width="110" height="70" rx="10" fill="${mid}" opacity="0.85"/>
    <path d="M60 215 h58" stroke="#ffffff" stroke-width="8" stroke-linecap="round"/>
    <path d="M152 64 q40 -14 70 -40 M152 72 q50 0 86 -10 M152 80 q44 14 76 30" stroke="#ffffff" stroke-width="4" stroke-linecap="round" opacity="0.7" fill="none"/>
  </g>
  ${bubbles}
  ${sparkles}
</svg>
`;
}
