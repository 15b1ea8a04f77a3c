import type { ReactNode } from 'react';
import { useElementEvents } from '../../elements/context';
import { useT } from '../../i18n';
import { Button } from '../../ui/Button/Button';
import { EmptyState } from '../../ui/EmptyState/EmptyState';
import * as styles from './memberScreen.css';
import '../../i18n/en/common';

/** Shown instead of a member screen while nobody is signed in; Login asks for `/login`. */
export function SignInPrompt({ heading }: { heading: ReactNode }) {
  const t = useT();
  const { navigate } = useElementEvents();
  return (
    <section className={styles.screen} part="screen">
      <h2 className={styles.heading}>{heading}</h2>
      <EmptyState action={<Button onClick={() => navigate('/login')}>{t('common.signIn')}</Button>}>
        {t('common.signInRequired')}
      </EmptyState>
    </section>
  );
}
