import type { BuildManifest } from './build-manifest';

/** Where the analytics tag, when the build includes it, sends its beacons. */
const ANALYTICS_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
];

/**
 * The Content-Security-Policy of the site: scripts only from this origin and
 * the inline scripts the build hashed (no `unsafe-inline` or `unsafe-eval` for
 * scripts); styles may be inline because React renders `style` attributes.
 */
export function contentSecurityPolicy(manifest: BuildManifest, behindTls: boolean): string {
  const analytics = manifest.scriptOrigins.some((origin) => origin.endsWith('googletagmanager.com'));
  const beacons = analytics ? ANALYTICS_ORIGINS : [];
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...manifest.scriptHashes, ...manifest.scriptOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', ...beacons].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...beacons].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(behindTls ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** Headers sent on every response, whatever its status. */
export function securityHeaders(manifest: BuildManifest, behindTls: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(manifest, behindTls),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(behindTls ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
