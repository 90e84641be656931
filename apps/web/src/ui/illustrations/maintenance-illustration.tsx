/** Maintenance picture: a yellow caution sign on a freshly mopped floor with sparkles. Decorative. */
export function MaintenanceIllustration({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 320 220"
      width="320"
      height="220"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="160" cy="198" rx="140" ry="12" fill="#dbe7ee" />
      <path
        d="M40 196c30-14 70-18 120-14s90 4 120-4"
        stroke="#bfe6e2"
        strokeWidth="10"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="160" cy="96" r="88" fill="#eaf6f5" />
      <path
        d="M104 192 150 42h20l46 150"
        fill="none"
        stroke="#c98a00"
        strokeWidth="7"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M116 184 153 54h14l37 130Z" fill="#ffc933" />
      <path d="M160 84v52" stroke="#0b2e4f" strokeWidth="10" strokeLinecap="round" />
      <circle cx="160" cy="156" r="6" fill="#0b2e4f" />
      <path d="M124 174h72" stroke="#c98a00" strokeWidth="6" strokeLinecap="round" />
      <g fill="#12908e">
        <path d="M70 70l4 10 10 4-10 4-4 10-4-10-10-4 10-4Z" />
        <path d="M252 52l3 8 8 3-8 3-3 8-3-8-8-3 8-3Z" />
        <path d="M240 132l3 7 7 3-7 3-3 7-3-7-7-3 7-3Z" />
      </g>
      <circle cx="86" cy="140" r="8" fill="#ffffff" stroke="#9ad9d4" strokeWidth="3" />
      <circle cx="100" cy="118" r="5" fill="#ffffff" stroke="#9ad9d4" strokeWidth="3" />
    </svg>
  );
}
