/** The validator page's sample: plain data, so the browser tests can import it too. */

/**
 * An Observation with three mistakes the validator reports: no `status` (a
 * required element), a date as a number (a wrong JSON type) and a misspelled
 * element name.
 */
export const SAMPLE_WITH_MISTAKES = JSON.stringify(
  {
    resourceType: 'Observation',
    code: { text: 'Body weight' },
    effectiveDateTime: 20230620,
    valueQuantitty: { value: 68.2, unit: 'kg', system: 'http://unitsofmeasure.org', code: 'kg' },
  },
  null,
  2,
);
