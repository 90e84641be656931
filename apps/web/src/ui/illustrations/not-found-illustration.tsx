/** 404 picture: a "404" whose zero is a soap bubble, with a mop bucket beside it. Decorative. */
export function NotFoundIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 360 220"
      width="360"
      height="220"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="180" cy="198" rx="150" ry="12" fill="#dbe7ee" />
      <circle cx="160" cy="104" r="92" fill="#eaf6f5" />
      <g
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontWeight="800"
        fontSize="84"
        fill="#0b2e4f"
        textAnchor="middle"
      >
        <text x="78" y="134">
          4
        </text>
        <text x="242" y="134">
          4
        </text>
      </g>
      <circle cx="160" cy="104" r="34" fill="#ffffff" stroke="#12908e" strokeWidth="8" />
      <path d="M143 90a20 20 0 0 1 14-9" stroke="#9ad9d4" strokeWidth="6" strokeLinecap="round" fill="none" />
      <circle cx="206" cy="46" r="10" fill="#ffffff" stroke="#9ad9d4" strokeWidth="3" />
      <circle cx="228" cy="26" r="6" fill="#ffffff" stroke="#9ad9d4" strokeWidth="3" />
      <circle cx="104" cy="40" r="7" fill="#ffffff" stroke="#9ad9d4" strokeWidth="3" />
      <circle cx="52" cy="176" r="6" fill="#ffffff" stroke="#9ad9d4" strokeWidth="3" />
      <path d="M336 64 312 178" stroke="#8a6a45" strokeWidth="6" strokeLinecap="round" />
      <path d="M330 192h-50l-8-42h66Z" fill="#12908e" />
      <path d="M272 150h66" stroke="#0d6f6d" strokeWidth="6" strokeLinecap="round" />
      <path d="M282 150a23 17 0 0 1 46 0" stroke="#0b2e4f" strokeWidth="4" fill="none" />
      <path
        d="M296 176c4 12 24 16 32 6"
        stroke="#e9eef2"
        strokeWidth="10"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
