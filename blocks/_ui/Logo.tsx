/** The (fictional) Flodvik wordmark: a river-bend mark and the name. */
export function Logo({ className }: { className?: string }) {
  return (
    <svg className={className} width="132" height="32" viewBox="0 0 132 32" role="img" aria-hidden="true" focusable="false">
      <rect x="0" y="2" width="28" height="28" rx="8" fill="var(--color-primary)" />
      <path d="M7 21c4-8 10 2 14-7" fill="none" stroke="var(--color-accent)" strokeWidth="3" strokeLinecap="round" />
      <text x="36" y="23" fontFamily="var(--font-sans)" fontSize="20" fontWeight="750" letterSpacing="-0.5" fill="currentColor">
        Flodvik
      </text>
    </svg>
  );
}
