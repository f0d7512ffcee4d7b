import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/** True when search answers from the build's local index (no hosted credentials at build time). */
export function useLocalSearch(): boolean {
  const { siteConfig } = useDocusaurusContext();
  return siteConfig.customFields?.localSearch === true;
}
