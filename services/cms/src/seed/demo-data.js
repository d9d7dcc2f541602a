'use strict';

const path = require('path');

/**
 * The demo content's data files (`demo-content/*.json`) and the test content's
 * (`test-content.json`). A data file names its content type and lists entries written with the
 * content type's own fields, which the seed stores as they are; what the seed fills in itself
 * (media, relations, dates relative to the day of seeding, texts derived from others) is under
 * an entry's `seed`. tests/seed-data.test.ts checks every entry's fields against the content
 * types' generated schemas.
 */

/**
 * @typedef {Record<string, any> & { contentType?: string, seed?: Record<string, any> }} DataEntry
 * @typedef {{ about: string, contentType?: string, entries: DataEntry[] }} DataFile
 */

const DEMO_DIR = path.join(__dirname, 'demo-content');

/** The entries of one demo data file. @param {string} name e.g. 'digidates' @returns {DataEntry[]} */
const demoEntries = (name) => /** @type {DataFile} */ (require(path.join(DEMO_DIR, `${name}.json`))).entries;

/** The one entry of a single type's data file. @param {string} name */
const demoEntry = (name) => demoEntries(name)[0];

/** An entry's content-type fields, without the seed's own instructions. @param {DataEntry} entry */
function fieldsOf(entry) {
  const { seed: _seed, contentType: _contentType, ...fields } = entry;
  return fields;
}

module.exports = { DEMO_DIR, demoEntries, demoEntry, fieldsOf };
