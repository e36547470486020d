import { PRODUCT_NAME } from '@parton/records';

/** The Parton mark (an orbiting-particle glyph) and wordmark; the back office adds its own label. */
export function Logo({ variant = 'main' }: { variant?: 'main' | 'backoffice' }) {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="4" fill="#ffb347" />
        <g fill="none" stroke="#8fd3ff" strokeWidth="2">
          <ellipse cx="16" cy="16" rx="13" ry="5" />
          <ellipse cx="16" cy="16" rx="13" ry="5" transform="rotate(60 16 16)" />
          <ellipse cx="16" cy="16" rx="13" ry="5" transform="rotate(-60 16 16)" />
        </g>
      </svg>
      <span className="logo__word">{PRODUCT_NAME}</span>
      {variant === 'backoffice' ? <span className="logo__badge">Back office</span> : null}
    </span>
  );
}
