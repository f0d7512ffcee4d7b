/**
 * Medplum releases from 1.0.0 to 2.0.25 with the day each was cut (the date of
 * its "Release Version" commit in the medplum/medplum repository). The blog
 * test uses it: no post may cite a release newer than the post.
 */
export interface Release {
  version: string;
  /** YYYY-MM-DD */
  date: string;
}

export const RELEASES: readonly Release[] = [
  { version: '1.0.0', date: '2022-10-26' },
  { version: '1.0.1', date: '2022-11-05' },
  { version: '1.0.2', date: '2022-11-16' },
  { version: '1.0.3', date: '2022-11-27' },
  { version: '1.0.4', date: '2022-12-05' },
  { version: '1.0.5', date: '2022-12-17' },
  { version: '1.0.6', date: '2023-01-10' },
  { version: '2.0.0', date: '2023-01-20' },
  { version: '2.0.1', date: '2023-02-02' },
  { version: '2.0.2', date: '2023-02-09' },
  { version: '2.0.3', date: '2023-02-16' },
  { version: '2.0.4', date: '2023-02-20' },
  { version: '2.0.5', date: '2023-02-28' },
  { version: '2.0.6', date: '2023-03-05' },
  { version: '2.0.7', date: '2023-03-11' },
  { version: '2.0.8', date: '2023-03-13' },
  { version: '2.0.9', date: '2023-03-20' },
  { version: '2.0.10', date: '2023-03-22' },
  { version: '2.0.11', date: '2023-03-24' },
  { version: '2.0.12', date: '2023-03-30' },
  { version: '2.0.13', date: '2023-04-06' },
  { version: '2.0.14', date: '2023-04-13' },
  { version: '2.0.15', date: '2023-04-14' },
  { version: '2.0.16', date: '2023-04-21' },
  { version: '2.0.17', date: '2023-04-24' },
  { version: '2.0.18', date: '2023-05-07' },
  { version: '2.0.19', date: '2023-05-17' },
  { version: '2.0.20', date: '2023-05-19' },
  { version: '2.0.21', date: '2023-05-31' },
  { version: '2.0.22', date: '2023-06-08' },
  { version: '2.0.23', date: '2023-06-18' },
  { version: '2.0.24', date: '2023-06-22' },
  { version: '2.0.25', date: '2023-07-01' },
];
