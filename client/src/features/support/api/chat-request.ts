// Every customer chat call goes through here (decision 055): a logged-in customer's session
// as usual; without one, the visitor token as the X-Chat-Visitor header, a new visitor session
// started when the server refuses the stored one (CHAT_VISITOR_INVALID), once.
import { ERRORS } from '../../../../../shared/errors.ts';
import { ApiError, type RequestOptions, request } from '../../../lib/http';
import { toast } from '../../../lib/notify';
import { getToken } from '../../../lib/session';
import { forgetVisitorToken, visitorToken } from './start-chat-visitor';

/** The chat's credentials as headers (an image fetch sends them itself). */
export async function chatHeaders(): Promise<Record<string, string>> {
  const token = getToken();
  return token ? { Authorization: token } : { 'X-Chat-Visitor': await visitorToken() };
}

export async function chatRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  if (getToken()) return request<T>(method, path, options);
  for (let attempt = 0; ; attempt++) {
    const headers = { ...options.headers, 'X-Chat-Visitor': await visitorToken() };
    try {
      return await request<T>(method, path, { ...options, headers, silent: true });
    } catch (error) {
      if (attempt === 0 && error instanceof ApiError && error.code === ERRORS.CHAT_VISITOR_INVALID.code) {
        forgetVisitorToken();
        continue;
      }
      if (!options.silent && error instanceof ApiError && error.code > 0) toast.error(error.message);
      throw error;
    }
  }
}
