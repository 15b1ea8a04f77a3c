/**
 * The kit's texts: one English catalog (`en.ts`, one file per group in `en/`), overridable by the
 * host page. A component imports the groups it uses (`import '../../i18n/en/bookGrid'`).
 *
 * - Console-only texts are imported from their modules (`consoleTexts.ts`, `staffConsoleTexts.ts`),
 *   not from here, so that each lands only where it is used.
 * - In code: `t('login.submit')`, `t('delivery.taskTitle', { id, bookTitle })`; in a component,
 *   `const t = useT()` so it follows changes.
 * - A host page overrides any subset, for every element at once, either from script:
 *   `setMessages({ login: { submit: 'Sign in' } })`, or without script, before the elements:
 *   `<script type="application/json" data-lib-messages>{"login": {"submit": "Sign in"}}</script>`.
 */
export {
  MESSAGES_SCRIPT_SELECTOR,
  messagesVersion,
  resetMessages,
  setMessages,
  subscribeMessages,
  t,
  type MessageKey,
  type MessageOverrides,
  type MessageParams,
} from './messages';
export { formatMediumDate, pageLocale } from './formatDate';
export { useT } from './useT';
