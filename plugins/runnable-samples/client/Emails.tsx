/**
 * The emails a run asked the server to send (packages/medplum-sandbox,
 * email.ts), under the output: each as the server would have sent it. The
 * page holds them back: nothing leaves the browser.
 */
import React from 'react';
import type { HeldEmail } from '../../../packages/medplum-sandbox/browser';
import * as styles from './styles';

function lines(email: HeldEmail): string {
  return [
    `To: ${email.to}`,
    ...(email.cc ? [`Cc: ${email.cc}`] : []),
    ...(email.bcc ? [`Bcc: ${email.bcc}`] : []),
    `Subject: ${email.subject}`,
    ...(email.attachments ? [`Attachments: ${email.attachments.join(', ')}`] : []),
    ...(email.body !== undefined ? ['', email.body] : []),
  ].join('\n');
}

export default function Emails({ emails }: { emails: HeldEmail[] }): JSX.Element {
  return (
    <>
      <p style={styles.outputHeading}>
        {emails.length === 1 ? 'One email' : `${emails.length} emails`}, held in the page: nothing was sent
      </p>
      <ol style={styles.writes}>
        {emails.map((email, index) => (
          <li key={index}>
            <pre style={styles.lines}>{lines(email)}</pre>
          </li>
        ))}
      </ol>
    </>
  );
}
