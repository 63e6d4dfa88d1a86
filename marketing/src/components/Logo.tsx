// The brand mark: a filled loyalty stamp. Decorative; the brand name next to it is the accessible text.
export function Logo() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="currentColor" />
      <circle cx="16" cy="16" r="11" fill="none" stroke="#fff" strokeWidth="1.5" strokeDasharray="2.5 2.5" />
      <path d="M16 9.5l1.9 3.9 4.3.6-3.1 3 .7 4.3-3.8-2-3.8 2 .7-4.3-3.1-3 4.3-.6z" fill="#fbbf24" />
    </svg>
  );
}
