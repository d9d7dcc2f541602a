/** Used when the global settings have no logo: a simple mark in the brand colour. */
export function DefaultLogo() {
  return (
    <svg className="sh-landing-logo" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="10" fill="#b43c06" />
      <path d="M11 12h8a9 8 0 0 1 0 16h-8z" fill="none" stroke="#fff" strokeWidth="3.5" strokeLinejoin="round" />
      <circle cx="29" cy="28" r="3" fill="#fff" />
    </svg>
  );
}
