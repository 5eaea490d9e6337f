import path from 'node:path';

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
export const TEST_TMP = path.join(ROOT, '.tmp/test');
export const TEMPLATE_DB = path.join(TEST_TMP, 'template.db');
export const TEST_IMAGE_DIR = path.join(TEST_TMP, 'images');
export const TEST_ADMIN_PASSWORD = 'admin-test-password';
/** Cheap scrypt cost for tests; production uses 2^15. */
export const TEST_PASSWORD_COST = { N: 1024 };
/** Written by the global setup once the client is built (or its build failed): tests/helpers/client.ts. */
export const CLIENT_BUILD_MARKER = path.join(TEST_TMP, 'client-build.json');
