// Every back-office call goes through here: the staff token as Authorization (never the
// customer's), and the answers handled for the back office: -99 ends the staff session (the
// layout then shows the staff login), any other error is toasted here (a 404 stays on the page).
import { ABORTED_CODE, ApiError, type RequestOptions, request } from '../../../lib/http';
import { toast } from '../../../lib/notify';
import { NOT_FOUND_CODE, SESSION_INVALID_CODE } from '../../../../../shared/envelope-codes.ts';
import { clearStaffSession, getStaffSession } from '../staff-session';

export async function adminRequest<T>(
  method: string,
  path: string,
  // quietNotFound: the caller shows a 404 itself (a lookup that found nothing)
  { quietNotFound, ...options }: Omit<RequestOptions, 'authorization' | 'silent'> & { quietNotFound?: boolean } = {},
): Promise<T> {
  try {
    // an explicit (possibly empty) Authorization: the customer's stored token is never sent
    return await request<T>(method, path, { ...options, authorization: getStaffSession()?.token ?? '', silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.code === SESSION_INVALID_CODE) clearStaffSession();
    else if (error instanceof ApiError && error.code !== ABORTED_CODE && !(quietNotFound && error.code === NOT_FOUND_CODE)) {
      toast.error(error.message);
    }
    throw error;
  }
}
