// Which Chromium the browser tests drive: CHROMIUM_PATH when set, else Debian's headless shell
// (package chromium-headless-shell, the same Chromium build without the browser's window and
// toolbar: half the processor time per page on a two-core machine), else Debian's full Chromium.
// Never a downloaded browser.
import { existsSync } from 'node:fs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

/** The path to drive, or undefined when none is installed. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) {
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  }
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path));
}
