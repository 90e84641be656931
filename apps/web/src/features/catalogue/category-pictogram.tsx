import type { ReactNode } from 'react';

/** Simple line pictograms for category tiles; chosen by the category key, stable for unknown keys. */
const PICTOGRAMS: Record<string, ReactNode> = {
  floor: (
    <>
      <path d="M20 8v26" />
      <path d="M12 34h16l-2 6H14Z" />
      <path d="M6 44h28" />
    </>
  ),
  drop: (
    <>
      <path d="M22 6C16 14 10 21 10 28a12 12 0 0 0 24 0c0-7-6-14-12-22Z" />
      <path d="M16 29a6 6 0 0 0 6 6" />
    </>
  ),
  kitchen: (
    <>
      <circle cx="22" cy="26" r="12" />
      <circle cx="22" cy="26" r="6" />
      <path d="M38 10v30M42 10v8a4 4 0 0 1-8 0v-8" />
    </>
  ),
  hand: (
    <>
      <path d="M16 8h10v6H16Z" />
      <path d="M21 14v4" />
      <path d="M12 18h18v20a4 4 0 0 1-4 4H16a4 4 0 0 1-4-4Z" />
      <path d="M26 8h6" />
    </>
  ),
  paper: (
    <>
      <ellipse cx="16" cy="20" rx="8" ry="12" />
      <ellipse cx="16" cy="20" rx="3" ry="4.5" />
      <path d="M16 8h18v24H16" />
      <path d="M34 32v8H22" />
    </>
  ),
  machine: (
    <>
      <path d="M10 14h20v18H10Z" />
      <path d="M30 18h6l2 14h-8" />
      <circle cx="14" cy="38" r="3" />
      <circle cx="28" cy="38" r="3" />
      <path d="M14 14V8h10" />
    </>
  ),
};

const BY_PREFIX: [string, keyof typeof PICTOGRAMS][] = [
  ['floor', 'floor'],
  ['mop', 'floor'],
  ['sanit', 'drop'],
  ['toilet', 'drop'],
  ['air', 'drop'],
  ['kitchen', 'kitchen'],
  ['dish', 'kitchen'],
  ['surface', 'kitchen'],
  ['hand', 'hand'],
  ['skin', 'hand'],
  ['paper', 'paper'],
  ['dispens', 'paper'],
  ['machine', 'machine'],
  ['cleaning-', 'machine'],
  ['waste', 'machine'],
];

function pictogramOf(key: string): ReactNode {
  const known = BY_PREFIX.find(([prefix]) => key.startsWith(prefix));
  if (known) return PICTOGRAMS[known[1]];
  const names = Object.keys(PICTOGRAMS);
  const hash = [...key].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) >>> 0, 7);
  return PICTOGRAMS[names[hash % names.length]];
}

export function CategoryPictogram({ categoryKey }: { categoryKey: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {pictogramOf(categoryKey)}
    </svg>
  );
}
