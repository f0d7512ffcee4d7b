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
 * Over HTTPS, browsers also upgrade any `http:` address a page loads. The
 * rules in server/hosting-rules.ts send it on every response.
 */
export function contentSecurityPolicy(manifest: BuildManifest, https: boolean): string {
  const analytics = manifest.scriptOrigins.some((origin) => origin.endsWith('googletagmanager.com'));
  const beacons = analytics ? ANALYTICS_ORIGINS : [];
  const directives = [
    "default-src 'self'",
    ['script-src', "'self'", ...manifest.scriptHashes, ...manifest.scriptOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // The FHIR tools run @medplum/core in a worker (plugins/fhir-tools); workers come from this origin only.
    "worker-src 'self'",
    ['img-src', "'self'", 'data:', ...beacons].join(' '),
    "font-src 'self' data:",
    ['connect-src', "'self'", ...beacons].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
