import type { AuthFailure } from '../../auth/auth.machine';
import { t } from '../../i18n';
import '../../i18n/en/errors';
import '../../i18n/en/login';

/** Why a sign-in or registration failed, for the reader (DESIGN.md section 3: never silent). */
export function failureText(failure: AuthFailure): string {
  switch (failure.kind) {
    case 'invalidCredentials':
      return t('login.invalidCredentials');
    case 'network':
      return t('errors.network');
    case 'rateLimited':
      return failure.message || t('login.rateLimited');
    case 'expired':
      return t('errors.sessionEnded');
    case 'conflict':
    case 'rejected':
      return failure.message || t('errors.unexpected');
  }
}
