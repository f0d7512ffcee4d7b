import React from 'react';
import styles from './styles.module.css';

/**
 * How the pieces fit: apps and bots talk to the FHIR server through the SDK
 * and the REST API; the server keeps resources in PostgreSQL.
 */
export default function PlatformDiagram(): JSX.Element {
  return (
    <svg className={styles.diagram} viewBox="0 0 420 300" role="img" aria-labelledby="platform-diagram-title">
      <title id="platform-diagram-title">
        Your apps and bots call the Medplum server through the SDK; the server stores FHIR resources in PostgreSQL.
      </title>
      <g className={styles.box}>
        <rect x="10" y="20" width="120" height="56" rx="10" />
        <rect x="150" y="20" width="120" height="56" rx="10" />
        <rect x="290" y="20" width="120" height="56" rx="10" />
      </g>
      <g className={styles.label}>
        <text x="70" y="53">
          Web app
        </text>
        <text x="210" y="53">
          Mobile app
        </text>
        <text x="350" y="53">
          Bots
        </text>
      </g>
      <g className={styles.line}>
        <path d="M70 76v40M210 76v40M350 76v40" />
        <path d="M210 170v40" />
      </g>
      <rect className={styles.accent} x="10" y="116" width="400" height="54" rx="10" />
      <text className={styles.accentLabel} x="210" y="148">
        MedplumClient · FHIR REST · GraphQL · OAuth
      </text>
      <rect className={styles.server} x="70" y="210" width="280" height="76" rx="12" />
      <text className={styles.serverLabel} x="210" y="242">
        Medplum server
      </text>
      <text className={styles.serverSub} x="210" y="266">
        FHIR R4 resources in PostgreSQL
      </text>
    </svg>
  );
}
