/**
 * The subscription deliveries a run made (packages/medplum-sandbox,
 * subscriptions.ts), in the order the server would make them, under the
 * output: what fired each one (the subscription, the interaction and the
 * version written), where it went, and how it ended. A bot endpoint shows the
 * bot's log; a URL shows the post the server would send, which the page holds
 * back: nothing leaves the browser.
 */
import React from 'react';
import type { Delivery } from '../../../packages/medplum-sandbox/browser';
import * as styles from './styles';

function outcome(delivery: Delivery): string {
  if (delivery.kind === 'held') return 'recorded, not sent: nothing leaves the page';
  return delivery.success ? 'the bot ran' : 'failed';
}

export default function Deliveries({ deliveries }: { deliveries: Delivery[] }): JSX.Element {
  return (
    <>
      <p style={styles.outputHeading}>
        {deliveries.length === 1 ? 'One subscription delivery' : `${deliveries.length} subscription deliveries`}
      </p>
      <ol style={styles.writes}>
        {deliveries.map((delivery, index) => (
          <li key={index}>
            {delivery.subscription}: {delivery.interaction} of {delivery.resource}
            {delivery.versionId ? ` (version ${delivery.versionId})` : ''} to {delivery.endpoint}: {outcome(delivery)}
            {delivery.detail && <pre style={styles.lines}>{delivery.detail}</pre>}
            {delivery.request && (
              <pre style={styles.lines}>
                {[
                  `POST ${delivery.request.url}`,
                  ...Object.entries(delivery.request.headers).map(([name, value]) => `${name}: ${value}`),
                  '',
                  delivery.request.body,
                ].join('\n')}
              </pre>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
