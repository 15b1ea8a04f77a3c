/**
 * Why a call failed, in words for the reader. Every screen gives the catalog's text for a server it
 * cannot reach and for 401 and 404, which the reader can do nothing about, and for 403 too but on
 * the staff screens. They differ in where they show the server's own words (its `message`, which
 * names the field or rule at fault): the catalogue and member screens for a 400 or 409, the staff
 * screens for any other status, a 403 included (what the account lacks). Each family keeps its
 * rule in its own module (`memberErrorText`, `staffErrorText`), so a screen's code carries only
 * its own. A list that fails to load, of either family, adds a 403's words (`ListStates`): the
 * account signed in is of a role the list is not for.
 */
import { t } from '../../i18n';
import type { ApiError } from '../../api/errors';
import '../../i18n/en/errors';

/**
 * The catalog's text for a server out of reach, 401, 403 and 404; nothing for another status. A
 * failure without a status that is not a lost connection (a fault in the page) is unexpected,
 * never "Cannot reach the server.", which would send the reader to check their network.
 */
export function refusalText(error: ApiError): string | undefined {
  switch (error.status) {
    case 0:
      return error.code === 'NETWORK' ? t('errors.network') : t('errors.unexpected');
    case 401:
      return t('errors.sessionEnded');
    case 403:
      return t('errors.forbidden');
    case 404:
      return t('errors.notFound');
    default:
      return undefined;
  }
}
