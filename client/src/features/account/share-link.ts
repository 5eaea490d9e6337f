// The invitation link: the app's register route with the code in the query. `/register` is
// device-neutral and forwards to the visitor's own register page (pc or wp) keeping the code,
// which the register form reads from `?inviteCode=`.
export function inviteLink(code: string, location: Pick<Location, 'origin' | 'pathname'> = window.location): string {
  return `${location.origin}${location.pathname}#/register?inviteCode=${encodeURIComponent(code)}`;
}
