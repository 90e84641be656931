/** Wordmark "Hygiene Shop": a droplet with a sparkle beside the name, drawn inline so it needs no asset. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 236 40"
      width="236"
      height="40"
      role="img"
      aria-label="Hygiene Shop"
      focusable="false"
    >
      <defs>
        <linearGradient id="logo-drop" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#19a7a3" />
          <stop offset="1" stopColor="#0d5c8f" />
        </linearGradient>
      </defs>
      <path d="M18 3C12 11 6 17.5 6 24.5a12 12 0 0 0 24 0C30 17.5 24 11 18 3Z" fill="url(#logo-drop)" />
      <path
        d="M12.5 25.5a5.5 5.5 0 0 0 5.5 5.5"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M32 4.5l1.3 3.2 3.2 1.3-3.2 1.3L32 13.5l-1.3-3.2-3.2-1.3 3.2-1.3Z" fill="#19a7a3" />
      <text
        x="44"
        y="27"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="22"
        fontWeight="700"
        letterSpacing="-0.3"
        fill="currentColor"
      >
        Hygiene
        <tspan fontWeight="400" fill="#12908e">
          {' '}
          Shop
        </tspan>
      </text>
    </svg>
  );
}
