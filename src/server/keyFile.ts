import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * The text of a key file in `dir`, written with `make()` if it is not there yet. Servers started at
 * the same moment on one data directory must all read the same key: the file is written whole under
 * a temporary name and then linked into place, which only one of them can do; the others read it.
 */
export function keyFile(dir: string, name: string, make: () => string): string {
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(file)) {
    const draft = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    fs.writeFileSync(draft, make(), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8');
}
