/**
 * What the FHIR tools cost a reader the first time they use one (the dialog's
 * code, the worker with the engine, the definitions, the example), measured
 * as bench/first-use.ts says.
 *
 *   npx tsx bench/fhir-tools-first-use.ts [--dir build] [--runs 5]
 */
import { benchFirstUse, type Scenario } from './first-use';

const SCENARIOS: Scenario[] = [
  {
    name: 'Try `name` on the Patient page',
    path: '/docs/api/fhir/resources/patient',
    use: async (page) => {
      await page.getByRole('button', { name: 'Try the name search parameter on the example Patient' }).click();
      await page
        .getByRole('dialog')
        .getByText(/^\d+ values?:$/)
        .waitFor();
    },
  },
  {
    name: 'Check `pat-1` on the Patient page',
    path: '/docs/api/fhir/resources/patient',
    use: async (page) => {
      await page.getByRole('button', { name: 'Check constraint pat-1 on the example Patient' }).click();
      await page
        .getByRole('dialog')
        .getByText(/^The constraint/)
        .waitFor();
    },
  },
  {
    name: 'Validate the sample on the validator page',
    path: '/docs/api/fhir/validator',
    use: async (page) => {
      await page.getByRole('button', { name: 'Validate' }).click();
      await page.getByText(/^3 issues/).waitFor();
    },
  },
];

benchFirstUse(SCENARIOS, 'First use').catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
