// The 500s the test apps answered (tests/helpers/app.ts records them; tests/setup.ts fails the
// file that caused one). A module of its own so that the unit tier's setup does not import the
// whole server to read it.
export const serverErrors: { method: string; url: string; message: string }[] = [];
