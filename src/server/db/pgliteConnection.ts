import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';

/**
 * A node-postgres connection to PGlite, in place of a socket: the app speaks to PGlite through
 * node-postgres as it does to PostgreSQL (src/server/db/client.ts). Like PGlite's own adapter
 * (`@electric-sql/pglite/node-postgres`), it hands the protocol messages node-postgres writes to
 * PGlite and gives back PGlite's answers as node-postgres's events; unlike it, it sends a
 * statement's messages (bind, describe, execute, sync) in one call into PGlite rather than one
 * call each: the session lookup took 85 µs instead of 130 (docs/PERFORMANCE.md).
 */
export class PgliteConnection extends EventEmitter {
  /** Read by node-postgres's Client. */
  _connecting = false;
  parsedStatements: Record<string, string> = {};
  submittedNamedStatements: Record<string, string> = {};
  /** node-postgres destroys the stream when it ends a client with a query still running. */
  readonly stream = { destroy: () => this.end() };

  private pending: Uint8Array[] = [];
  private queue: Promise<unknown>;

  constructor(private readonly pglite: PGlite) {
    super();
    this.queue = pglite.waitReady;
  }

  async connect() {
    this._connecting = true;
    await this.pglite.waitReady;
    process.nextTick(() => this.emit('readyForQuery'));
  }

  // No socket, no authentication: PGlite is in this process.
  requestSsl() {}
  startup() {}
  password() {}
  cancel() {}
  ref() {}
  unref() {}

  query(text: string) {
    this.pending.push(serialize.query(text));
    this.send();
  }

  /**
   * node-postgres passes its query's `types` (drizzle's type parsers, an object) here as if they
   * were the parameters' types; its own socket serializer then writes none, and neither does this.
   */
  parse(query: { text: string; name?: string; types?: unknown }) {
    this.pending.push(serialize.parse({ text: query.text, name: query.name, types: Array.isArray(query.types) ? query.types : undefined }));
  }

  bind(config: Parameters<typeof serialize.bind>[0]) {
    this.pending.push(serialize.bind(config));
  }

  describe(message: Parameters<typeof serialize.describe>[0]) {
    this.pending.push(serialize.describe(message));
  }

  execute(config: Parameters<typeof serialize.execute>[0]) {
    this.pending.push(serialize.execute(config));
  }

  close(message: Parameters<typeof serialize.close>[0]) {
    this.pending.push(serialize.close(message));
  }

  flush() {
    this.pending.push(serialize.flush());
    this.send();
  }

  sync() {
    this.pending.push(serialize.sync());
    this.send();
  }

  /** Like a socket closing; the PGlite instance stays open, and the pool's next client reuses this connection. */
  end() {
    this.queue = this.queue.then(() => this.emit('end'));
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
  }

  /** The messages written since the last send, in one call into PGlite, one after another. */
  private send() {
    const message = Buffer.concat(this.pending);
    this.pending = [];
    this.queue = this.queue
      .then(() => this.pglite.execProtocolStream(message, { throwOnError: false }))
      .then((answers) => {
        // node-postgres names an ErrorResponse 'errorMessage'.
        for (const answer of answers) this.emit(answer.name === 'error' ? 'errorMessage' : answer.name, answer);
      })
      .catch((error: unknown) => this.emit('error', error));
  }
}
