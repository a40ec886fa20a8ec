/** The password of every account the tests make; global-setup.ts hashes it once per run. */
export const password = 'secret-pass';
