'use strict';

const fs = require('fs');
const { renderPng, writePdf } = require('./images');

/** A day in milliseconds: the demo and test content are dated relative to the day of seeding. */
const DAY = 24 * 60 * 60 * 1000;

/** A date `daysAgo` days before today, as a content type's date field stores it. @param {number} daysAgo */
const isoDate = (daysAgo) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);

/**
 * Idempotent seeder: every entry is looked up by a stable key (slug, file name, e-mail) and
 * only created when missing, so running it twice changes nothing.
 */
class Seeder {
  /** @param {any} strapi */
  constructor(strapi) {
    this.strapi = strapi;
    /** @type {Record<string, number>} */
    this.created = {};
    /** @type {Map<string, any>} */
    this.files = new Map();
  }

  /** @param {string} what */
  count(what) {
    this.created[what] = (this.created[what] || 0) + 1;
  }

  /**
   * A generated image in the media library, created once per key.
   * @param {string} key @param {string} label @param {'scene'|'portrait'|'icon'|'logo'} [shape]
   */
  async media(key, label, shape = 'scene') {
    return this.upload(`${key}.png`, label, () => renderPng(key, label, shape));
  }

  /** A generated PDF hand-out. @param {string} key @param {string} title */
  async pdf(key, title) {
    return this.upload(`${key}.pdf`, title, async () => writePdf(key, title));
  }

  /**
   * @param {string} name
   * @param {string} label
   * @param {() => Promise<{ dir: string, filepath: string, size: number, originalFilename: string, mimetype: string }>} make
   */
  async upload(name, label, make) {
    const cached = this.files.get(name);
    if (cached) return cached;
    let file = await this.strapi.db.query('plugin::upload.file').findOne({ where: { name } });
    if (!file) {
      const generated = await make();
      try {
        const [uploaded] = await this.strapi
          .plugin('upload')
          .service('upload')
          .upload({
            data: { fileInfo: { name, alternativeText: label, caption: null } },
            files: {
              filepath: generated.filepath,
              originalFilename: generated.originalFilename,
              mimetype: generated.mimetype,
              size: generated.size,
            },
          });
        file = { ...uploaded, bytes: generated.size };
        this.count('files');
      } finally {
        fs.rmSync(generated.dir, { recursive: true, force: true });
      }
    }
    this.files.set(name, file);
    return file;
  }

  /**
   * Finds a document by a unique field, or creates it.
   * @param {string} uid @param {Record<string, unknown>} where @param {() => Promise<Record<string, unknown>> | Record<string, unknown>} data
   */
  async upsert(uid, where, data) {
    const existing = await this.strapi.documents(uid).findFirst({ filters: where });
    if (existing) return existing;
    const created = await this.create(uid, await data());
    this.count(uid);
    return created;
  }

  /**
   * Sets when a document was created (the document service always stamps "now").
   * @param {string} uid @param {string} documentId @param {number} daysAgo
   */
  async backdate(uid, documentId, daysAgo) {
    await this.strapi.db.query(uid).updateMany({ where: { documentId }, data: { createdAt: new Date(Date.now() - daysAgo * DAY) } });
  }

  /**
   * Creates a document (published when its type has drafts); validation errors are rethrown with their details, because Strapi's
   * own message ("2 errors occurred") does not say which field of the seed data is wrong.
   * @param {string} uid @param {Record<string, unknown>} data
   */
  async create(uid, data) {
    // Demo content is published: teachers and visitors only ever read published versions.
    const published = this.strapi.getModel(uid)?.options?.draftAndPublish ? { status: 'published' } : {};
    try {
      return await this.strapi.documents(uid).create({ data, ...published });
    } catch (error) {
      const details = /** @type {any} */ (error).details;
      if (details) throw new Error(`Seeding ${uid} failed: ${JSON.stringify(details)}`);
      throw error;
    }
  }

  /** Creates a single type's document when it has none. @param {string} uid @param {() => Promise<Record<string, unknown>>} data */
  async single(uid, data) {
    const existing = await this.strapi.documents(uid).findFirst();
    if (existing) return existing;
    const created = await this.create(uid, await data());
    this.count(uid);
    return created;
  }
}

module.exports = { Seeder, DAY, isoDate };
