/**
 * Why a call failed, in words for the reader. Every screen gives the catalog's text for a server it
 * cannot reach and for 401 and 404, which the reader can do nothing about, and for 403 too but on
 * the staff screens. They differ in where they show the server's own words (its `message`, which
 * names the field or rule at fault): the catalog for a 400 (and a 409 that says why), the member screens for a 400 or
 * 409, the staff screens for any other status, a 403 included (what the account lacks). Each
 * screen family keeps its rule, one module each (`catalogErrorText`, `memberErrorText`,
 * `staffErrorText`), so a screen's code carries only its own.
 */
import { t } from '../../i18n';
import '../../i18n/en/errors';

/** The catalog's text for 401, 403 and 404; nothing for another status. */
export function refusalText(status: number): string | undefined {
  switch (status) {
    case 401:
      return t('errors.sessionExpired');
    case 403:
      return t('errors.forbidden');
    case 404:
      return t('errors.notFound');
    default:
      return undefined;
  }
}
