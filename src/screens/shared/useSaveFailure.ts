import type { ApiError } from '../../api/errors';
import { useSession } from '../../auth/useSession';

/**
 * A staff form's save failure to show. The session expiring (a 401) no longer applies once its
 * user has signed in again: the form was kept through that, to be saved now.
 */
export function useSaveFailure(error: ApiError | null): ApiError | null {
  const { isLoggedIn } = useSession();
  return error?.status === 401 && isLoggedIn ? null : error;
}
