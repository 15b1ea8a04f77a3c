import { useSyncExternalStore } from 'react';
import { messagesVersion, subscribeMessages, t } from './messages';

/**
 * `t` for a component, which re-renders when a host changes texts (`setMessages`):
 * `const t = useT(); t('login.submit')`.
 */
export function useT(): typeof t {
  useSyncExternalStore(subscribeMessages, messagesVersion, messagesVersion);
  return t;
}
