import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { resetMessages, setMessages, t } from './messages';
import { useT } from './useT';
import './en/login';

function Title() {
  const t = useT();
  return <h1>{t('login.title')}</h1>;
}

afterEach(() => {
  document.querySelectorAll('script[data-lib-messages]').forEach((script) => script.remove());
  document.body.replaceChildren();
  resetMessages();
});

describe('host overrides', () => {
  it('re-renders components when the host changes texts', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Title />));
    expect(container.textContent).toBe('Login');
    await act(async () => setMessages({ login: { title: 'Anmelden' } }));
    expect(container.textContent).toBe('Anmelden');
    root.unmount();
  });

  it('reads <script type="application/json" data-lib-messages> blocks in document order', () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" data-lib-messages>{"login": {"submit": "Sign in", "title": "Welcome"}}</script>
       <script type="application/json" data-lib-messages>{"login": {"title": "Welcome back"}}</script>`,
    );
    resetMessages();
    expect(t('login.submit')).toBe('Sign in');
    expect(t('login.title')).toBe('Welcome back');
    setMessages({ login: { submit: 'Enter' } });
    expect(t('login.submit')).toBe('Enter');
  });
});
