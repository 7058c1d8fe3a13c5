/**
 * mjml-core, as it loads, reads `.mjmlconfig` from the working directory and `require`s every
 * package that file lists: a file there would run code inside the service. Imported before mjml
 * (render-mjml.ts), this refuses to go on when such a file exists, with a message that says why.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

/** The file mjml-core would read, relative to the working directory. */
const MJML_CONFIG_FILE = '.mjmlconfig';

const found = resolve(process.cwd(), MJML_CONFIG_FILE);
if (existsSync(found)) {
  throw new Error(
    `Refusing to load mjml: ${found} exists, and mjml would load the packages it lists into the service. Remove it, or start the service from another directory.`,
  );
}
