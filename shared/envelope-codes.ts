// The envelope codes with a fixed meaning for the client (shared/errors.ts has the whole
// catalogue): a module of their own so that the client's request layer, loaded by every page,
// does not carry the catalogue with it.
export const SUCCESS_CODE = 0;
export const SESSION_INVALID_CODE = -99;
export const NOT_FOUND_CODE = 404;
