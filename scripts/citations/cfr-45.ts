/**
 * Title 45 of the CFR (Public Welfare) as the site cites it: the HIPAA rules
 * (Parts 160 and 164), the ONC certification rules (Part 170) and the QHP
 * issuers' section of the CMS interoperability rule (Part 156).
 */
import { ecfr, ecfrPart, rowsOf, type CitationRow, type Source } from './rows';

const NOT_FOUND = 'No copy of the section was found.';
/** Copies of eCFR text in public repositories, found with the library's exact-string search; they have no address. */
const REPOSITORY_COPY =
  'Copies of the eCFR text in public repositories (exact-string search of the reference library).';
const PART_164_GPO = 'http://edocket.access.gpo.gov/cfr_2007/octqtr/45cfr164.306.htm';
/** An eCFR-derived copy of § 170.315 in a public repository, from before the HTI-1 final rule (2024). */
const SECTION_170_315_COPY: Source = {
  read: 'A copy of the eCFR text of § 170.315 in a public repository, from before the HTI-1 final rule of 2024.',
  official: ecfr(45, '170.315'),
};

export const CFR_45: CitationRow[] = [
  ...rowsOf({
    citation: '45 CFR 156.221',
    heading: null,
    source: { read: NOT_FOUND, official: ecfr(45, '156.221') },
    paragraphs: { '(f)': null },
  }),
  ...rowsOf({
    citation: '45 CFR 160.103',
    heading: 'Definitions.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '160.103') },
  }),
  ...rowsOf({
    citation: '45 CFR Part 164',
    heading: 'Security and Privacy',
    source: { read: PART_164_GPO, official: ecfrPart(45, 164) },
  }),
  ...rowsOf({
    citation: '45 CFR Part 164',
    cited: false,
    heading: 'Security Standards for the Protection of Electronic Protected Health Information',
    source: { read: PART_164_GPO, official: ecfrPart(45, 164) },
    paragraphs: { 'Subpart C': null },
  }),
  ...rowsOf({
    citation: '45 CFR 164.308',
    heading: 'Administrative safeguards.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.308') },
    note: 'The heading of (a)(4) to (a)(7) is printed in their paragraph (i), and that of (b) in (b)(1).',
    paragraphs: {
      '(a)(1)(ii)(A)': 'Risk analysis (Required).',
      '(a)(1)(ii)(B)': 'Risk management (Required).',
      '(a)(1)(ii)(C)': 'Sanction policy (Required).',
      '(a)(1)(ii)(D)': 'Information system activity review (Required).',
      '(a)(4)': 'Standard: Information access management.',
      '(a)(5)': 'Standard: Security awareness and training.',
      '(a)(6)': 'Standard: Security incident procedures.',
      '(a)(7)': 'Standard: Contingency plan.',
      '(b)': 'Business associate contracts and other arrangements.',
    },
  }),
  ...rowsOf({
    citation: '45 CFR 164.310',
    heading: 'Physical safeguards.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.310') },
  }),
  ...rowsOf({
    citation: '45 CFR 164.312',
    heading: 'Technical safeguards.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.312') },
    note: 'The heading of (a), (c) and (e) is printed in their paragraph (1).',
    paragraphs: {
      '(a)': 'Standard: Access control.',
      '(a)(1)': 'Standard: Access control.',
      '(a)(2)(i)': 'Unique user identification (Required).',
      '(a)(2)(ii)': 'Emergency access procedure (Required).',
      '(a)(2)(iii)': 'Automatic logoff (Addressable).',
      '(a)(2)(iv)': 'Encryption and decryption (Addressable).',
      '(b)': 'Standard: Audit controls.',
      '(c)': 'Standard: Integrity.',
      '(c)(1)': 'Standard: Integrity.',
      '(d)': 'Standard: Person or entity authentication.',
      '(e)': 'Standard: Transmission security.',
      '(e)(1)': 'Standard: Transmission security.',
    },
  }),
  ...rowsOf({
    citation: '45 CFR 164.314',
    cited: false,
    heading: 'Organizational requirements.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.314') },
    paragraphs: { '(a)': null },
  }),
  ...rowsOf({
    citation: '45 CFR 164.316',
    heading: 'Policies and procedures and documentation requirements.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.316') },
  }),
  ...rowsOf({
    citation: '45 CFR 164.400',
    heading: 'Applicability.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.400') },
  }),
  ...rowsOf({
    citation: '45 CFR 164.404',
    heading: 'Notification to individuals.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.404') },
  }),
  ...rowsOf({
    citation: '45 CFR 164.406',
    heading: 'Notification to the media.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.406') },
  }),
  ...rowsOf({
    citation: '45 CFR 164.408',
    heading: 'Notification to the Secretary.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.408') },
  }),
  ...rowsOf({
    citation: '45 CFR 164.410',
    heading: 'Notification by a business associate.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.410') },
  }),
  ...rowsOf({
    citation: '45 CFR 164.414',
    heading: 'Burden of proof.',
    source: {
      read: 'Policies in public repositories that name the section, not the regulation text.',
      official: ecfr(45, '164.414'),
    },
  }),
  ...rowsOf({
    citation: '45 CFR 164.502',
    cited: false,
    heading: 'Uses and disclosures of protected health information: General rules.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.502') },
    paragraphs: { '(b)': 'Standard: Minimum necessary' },
  }),
  ...rowsOf({
    citation: '45 CFR 164.514',
    cited: false,
    heading: 'Other requirements relating to uses and disclosures of protected health information.',
    source: { read: REPOSITORY_COPY, official: ecfr(45, '164.514') },
    paragraphs: { '(d)': null },
  }),
  ...rowsOf({
    citation: '45 CFR 164.524',
    heading: 'Access of individuals to protected health information.',
    source: {
      read: 'Notes in public repositories that quote the heading, not the regulation text.',
      official: ecfr(45, '164.524'),
    },
  }),
  ...rowsOf({
    citation: '45 CFR Part 170',
    heading:
      'Health Information Technology Standards, Implementation Specifications, and Certification Criteria and Certification Programs for Health Information Technology',
    source: {
      read: 'https://d1tvxue8o4w0fl.cloudfront.net/regulation/code-of-federal-regulations/title-45-public-welfare/subtitle-a-department-of-health-and-human-services/subchapter-d-health-information-technology/part-170-health-information-technology-standards-implementation-specifications-and-certification-criteria-and-certification-programs-for-health-information-technology/subpart-d-conditions-and-maintenance-of-certification-requirements-for-health-it-developers/section-170406-attestations',
      official: ecfrPart(45, 170),
    },
  }),
  ...rowsOf({
    citation: '45 CFR 170.213',
    heading: null,
    source: { read: NOT_FOUND, official: ecfr(45, '170.213') },
  }),
  ...rowsOf({
    citation: '45 CFR 170.215',
    heading: 'Application Programming Interface Standards.',
    source: {
      read: 'A copy of https://www.ecfr.gov/current/title-45/section-170.215 (January 2025).',
      official: ecfr(45, '170.215'),
    },
  }),
  ...rowsOf({
    citation: '45 CFR 170.315',
    heading: '2015 Edition health IT certification criteria.',
    source: SECTION_170_315_COPY,
    note: 'The copy read predates the HTI-1 final rule (2024), which renamed these criteria "ONC Certification Criteria for Health IT" (that name appears in the current § 170.406(a)(5)). Read the current heading in the eCFR. The paragraph headings below were read in the same copy.',
    paragraphs: {
      '(b)(10)': 'Electronic Health Information export',
      '(d)(1)': 'Authentication, access control, and authorization.',
      '(d)(2)': 'Auditable events and tamper-resistance',
      '(d)(3)': 'Audit report(s).',
      '(d)(4)': 'Amendments.',
      '(d)(5)': 'Automatic access time-out.',
      '(d)(6)': 'Emergency access.',
      '(d)(7)': 'End-user device encryption.',
      '(d)(8)': 'Integrity.',
      '(d)(9)': 'Trusted connection.',
      '(d)(10)': 'Auditing actions on health information.',
      '(d)(11)': 'Accounting of disclosures.',
      '(d)(12)': 'Encrypt authentication credentials.',
      '(d)(13)': 'Multi-factor authentication.',
      '(g)(7)': 'Application access - patient selection.',
      '(g)(8)': 'Application access - data category request.',
      '(g)(9)': 'Application access - all data request.',
      '(g)(10)': 'Standardized API for patient and population services.',
    },
  }),
  ...rowsOf({
    citation: '45 CFR 170.400',
    heading: 'Basis and scope.',
    source: {
      read: 'https://www.ecfr.gov/api/renderer/v1/content/enhanced/2021-09-15/title-45?part=170&subchapter=D&subpart=D&subtitle=A',
      official: ecfr(45, '170.400'),
    },
  }),
  ...rowsOf({
    citation: '45 CFR 170.404',
    heading: 'Application programming interfaces.',
    source: { read: 'https://gov.ecfr.io/Title-45/Section-170.404', official: ecfr(45, '170.404') },
  }),
  ...rowsOf({
    citation: '45 CFR 170.405',
    heading: 'Real world testing.',
    source: {
      read: 'Notes in public repositories that name the section, not the regulation text.',
      official: ecfr(45, '170.405'),
    },
  }),
  ...rowsOf({
    citation: '45 CFR 170.406',
    heading: 'Attestations.',
    source: {
      read: 'https://healthit.gov/condition-ccg/attestations (regulation text)',
      official: ecfr(45, '170.406'),
    },
  }),
  ...rowsOf({
    citation: '45 CFR 170.550',
    cited: false,
    heading: null,
    source: { read: NOT_FOUND, official: ecfr(45, '170.550') },
    paragraphs: { '(h)': null },
  }),
];
