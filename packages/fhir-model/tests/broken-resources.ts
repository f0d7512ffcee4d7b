/** Resources with mistakes of every kind the validator reports, for the tests that compare two ways of validating. */
export const BROKEN: Record<string, unknown>[] = [
  {
    resourceType: 'Observation',
    code: { text: 'Body weight' },
    effectiveDateTime: 20230620,
    valueQuantitty: { value: 68.2, unit: 'kg' },
  },
  {
    resourceType: 'Patient',
    birthDate: '1984-13-40',
    name: { family: 'Rivera' },
    gender: '',
    telecom: [{ system: 'phone', value: null }],
    contact: [{ name: [{ family: 'Rivera' }] }],
    multipleBirthInteger: 1.5,
    contained: [{ resourceType: 'Organization', name: 7 }],
  },
  {
    resourceType: 'Bundle',
    type: 'collection',
    entry: [{ resource: { resourceType: 'Encounter', class: { code: 'AMB' } } }],
  },
  {
    resourceType: 'Questionnaire',
    status: 'draft',
    item: [{ linkId: '1', type: 'group', item: [{ type: 'string' }] }],
  },
];
