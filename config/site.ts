/**
 * Addresses and names used across the site: the navbar, the footer, the
 * marketing pages and the docs all read them from here.
 */
export const SITE_URL = 'https://www.medplum.com';
export const GITHUB_URL = 'https://github.com/medplum/medplum';
/** This website's own repository (owner/name) when the build does not say; see websiteEditUrl. */
export const WEBSITE_REPOSITORY = 'medplum/medplum-website';
const APP_URL = 'https://app.medplum.com';
export const SIGN_IN_URL = `${APP_URL}/signin`;
export const DISCORD_URL = 'https://discord.gg/medplum';
export const STORYBOOK_URL = 'https://storybook.medplum.com';
export const NPM_CORE_URL = 'https://www.npmjs.com/package/@medplum/core';
