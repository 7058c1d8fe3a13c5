// How every test, benchmark and screenshot script starts Chromium: one list, so a flag added for
// one (a crash on this VM, a request that must not leave the machine) reaches all of them.

/** Debian's Chromium unless CHROME_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

/**
 * Headless on a VM without a GPU or a large /dev/shm, and nothing fetched but this machine: a
 * page under test that names a remote font or image gets "not found" at once instead of waiting
 * on a network this machine does not have.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
]);
