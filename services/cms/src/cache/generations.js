'use strict';

const { EventEmitter } = require('node:events');

/**
 * Two counters that every cached answer is stamped with. `content` moves on any write that can
 * change a cached answer; `auth` moves when who a token belongs to may have changed (and with
 * every content move). A request takes the counters when it starts, so an answer computed
 * while a write happened is stored under the old value and never served.
 *
 * With PostgreSQL, every move is published with NOTIFY and applied by the other instances.
 * While the LISTEN connection is down the cache is off (`ready` false): correct before fast.
 */
class Generations extends EventEmitter {
  constructor() {
    super();
    this.content = 0;
    this.auth = 0;
    /** Instances without a shared database are alone and always ready. */
    this.ready = true;
    /** @type {((scope: 'content' | 'auth') => Promise<void>) | null} */
    this.publish = null;
  }

  /** Applies a move locally (own write or another instance's). @param {'content' | 'auth'} scope */
  apply(scope) {
    this.auth += 1;
    if (scope === 'content') this.content += 1;
    this.emit('moved', scope);
  }

  /** A write happened here: move, and tell the other instances. @param {'content' | 'auth'} scope */
  async bump(scope) {
    this.apply(scope);
    if (this.publish) await this.publish(scope);
  }

  /** Everything changed (for example after losing the other instances' messages). */
  reset() {
    this.apply('content');
  }
}

module.exports = { Generations };
