import type { ReactNode } from 'react';
import { useElementEvents } from '../../elements/context';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import * as styles from './memberScreen.css';
import '../../i18n/en/common';

/**
 * Shown instead of a screen while nobody is signed in; Login asks for `/login`. It is the part the
 * element documents for its screen: `screen` (member screens) or `page` (staff screens).
 */
export function SignInPrompt({ heading, part = 'screen' }: { heading: ReactNode; part?: string }) {
  const t = useT();
  const { navigate } = useElementEvents();
  return (
    <section className={styles.screen} part={part}>
      <h2 className={styles.heading}>{heading}</h2>
      <EmptyState action={<Button onClick={() => navigate('/login')}>{t('common.signIn')}</Button>}>
        {t('common.signInRequired')}
      </EmptyState>
    </section>
  );
}
