import type { Plugin } from '@docusaurus/types';
import { products } from '../../src/data/products';
import { solutions } from '../../src/data/solutions';

/**
 * Adds a page per product (/products/<slug>) and per solution
 * (/solutions/<slug>) from the typed data in src/data: adding a product or a
 * solution is adding a data file, not a page.
 */
export default function marketingPagesPlugin(): Plugin {
  return {
    name: 'marketing-pages',
    async contentLoaded({ actions }) {
      const pages = [
        ...products.map((product) => ({ kind: 'product', base: '/products', slug: product.slug })),
        ...solutions.map((solution) => ({ kind: 'solution', base: '/solutions', slug: solution.slug })),
      ];
      for (const page of pages) {
        const route = await actions.createData(`${page.kind}-${page.slug}.json`, JSON.stringify({ slug: page.slug }));
        actions.addRoute({
          path: `${page.base}/${page.slug}`,
          component: page.kind === 'product' ? '@site/src/components/ProductPage' : '@site/src/components/SolutionPage',
          exact: true,
          modules: { page: route },
        });
      }
    },
  };
}
