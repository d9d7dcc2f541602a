'use strict';

const fs = require('node:fs');
const path = require('node:path');

/**
 * Files holding secrets or personal data are readable by their owner only (0600): an existing
 * file written before with the umask's 0644 is tightened too. Its folder is created when needed.
 * @param {string} file
 * @param {string} [content] written when given; without it an absent file is created empty
 *   (an empty file is a valid new SQLite database, which SQLite then fills with this mode)
 */
function privateFile(file, content) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (content !== undefined) fs.writeFileSync(file, content, { mode: 0o600 });
  else if (!fs.existsSync(file)) fs.writeFileSync(file, '', { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

module.exports = { privateFile };
