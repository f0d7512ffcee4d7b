import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';
import Section from '@site/src/components/Section';
import { plans } from '@site/src/data/pricing';
import styles from './pricing.module.css';

export default function Pricing(): JSX.Element {
  return (
    <Layout title="Pricing" description="Run Medplum yourself for free under Apache 2.0, or have it hosted for you.">
      <main>
        <Hero
          title="Pricing"
          lead="The platform is open source. You can run it yourself at no cost, or have it hosted and supported for you."
        />
        <Section
          title="Plans"
          intro="Every plan runs the same open-source server, so you can move between them without changing your code."
        >
          <ul className={styles.plans}>
            {plans.map((plan) => (
              <li key={plan.name} className={styles.plan}>
                <h3 className={styles.name}>{plan.name}</h3>
                <p className={styles.price}>{plan.price}</p>
                <p className={styles.audience}>{plan.audience}</p>
                <ul className={styles.includes}>
                  {plan.includes.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
                <Link className={clsx('button', 'button--primary', 'button--block')} to={plan.action.to}>
                  {plan.action.label}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      </main>
    </Layout>
  );
}
