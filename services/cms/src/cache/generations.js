'use strict';

const { EventEmitter } = require('node:events');

/**
 * What a write moved: one content model's uid, 'auth' (who a token belongs to may have changed)
 * or '*' (everything: permissions, or invalidations that may have been lost).
 * @typedef {string} Scope
 */

/**
 * The counters every cached answer is stamped with. Each content model (content type, component,
 * media file) has its own generation, so a write to news items leaves the guide list cached; an
 * `epoch` moves for everything at once; `auth` moves when who a token belongs to may have changed.
 * A request takes its stamp when it starts, so an answer computed while a write happened is
 * stored under the old stamp and never served.
 *
 * With PostgreSQL, every move is published with NOTIFY and applied by the other instances.
 * While the LISTEN connection is down the cache is off (`ready` false): correct before fast.
 */
class Generations extends EventEmitter {
  constructor() {
    super();
    this.epoch = 0;
    this.auth = 0;
    /** @type {Map<string, number>} */
    this.models = new Map();
    /** Instances without a shared database are alone and always ready. */
    this.ready = true;
    /** @type {((scope: Scope) => Promise<void>) | null} */
    this.publish = null;
  }

  /**
   * The stamp of an answer that read these models: equal stamps mean nothing it read has moved.
   * @param {readonly string[]} uids
   */
  stamp(uids) {
    let stamp = String(this.epoch);
    for (const uid of uids) stamp += `.${this.models.get(uid) ?? 0}`;
    return stamp;
  }

  /** Applies a move locally (own write or another instance's). @param {Scope} scope */
  apply(scope) {
    if (scope === '*') {
      this.epoch += 1;
      this.auth += 1;
    } else if (scope === 'auth') {
      this.auth += 1;
    } else {
      this.models.set(scope, (this.models.get(scope) ?? 0) + 1);
    }
    this.emit('moved', scope);
  }

  /**
   * A write happened here: move, and tell the other instances. Rejects when the other instances
   * could not be told, so the writer fails rather than leaving them stale.
   * @param {Scope} scope
   */
  async bump(scope) {
    this.apply(scope);
    if (this.publish) await this.publish(scope);
  }

  /** Everything changed (for example after losing the other instances' messages). */
  reset() {
    this.apply('*');
  }
}

module.exports = { Generations };
