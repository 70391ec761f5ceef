import { EventEmitter } from 'node:events';
import { serialize } from 'pg-protocol';
import { Parser } from 'pg-protocol/dist/parser.js';
import type { PgliteThread } from '@/server/db/pgliteThread';

interface Batch {
  connection: PgliteConnection;
  bytes: Uint8Array<ArrayBuffer>;
  /** A simple query `begin`: the transaction's client takes the session until it ends. */
  begins: boolean;
  resolve: (answer: Uint8Array) => void;
  reject: (error: unknown) => void;
}

const QUERY = 'Q'.charCodeAt(0);
const READY_FOR_QUERY = 'Z'.charCodeAt(0);
/** A Query message whose text begins a transaction (drizzle sends `begin` as a simple query). */
const beginsTransaction = (bytes: Uint8Array) =>
  bytes[0] === QUERY && /^\s*(begin|start\s+transaction)\b/i.test(Buffer.from(bytes.subarray(5, 64)).toString('latin1'));
/** The transaction status of the answer's closing ReadyForQuery (I idle, T in a transaction, E failed one), if it ends with one. */
const statusAfter = (answer: Uint8Array) =>
  (answer.length >= 6 && answer[answer.length - 6] === READY_FOR_QUERY ? String.fromCharCode(answer[answer.length - 1]!) : undefined);

/**
 * PGlite's one session shared by the pool's clients, as a pooler in transaction mode shares a
 * connection: a client's statements go to PGlite's thread as soon as they are written, run in the
 * order they arrive, so the thread always has the next one (no client waits for another's answer
 * to come back first); a transaction has the session to itself from its `begin` until its client is
 * idle again, the other clients' statements waiting. The session's named statements are one set,
 * shared by every client.
 */
export class PgliteSession {
  /** node-postgres's record of named statements, shared by the clients as the session's. */
  readonly parsedStatements: Record<string, string> = {};
  readonly submittedNamedStatements: Record<string, string> = {};
  private owner: PgliteConnection | undefined;
  private running = 0;
  private readonly waiting: Batch[] = [];

  constructor(readonly thread: PgliteThread) {}

  submit(connection: PgliteConnection, bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ connection, bytes, begins: beginsTransaction(bytes), resolve, reject });
      this.sendWhatMayGo();
    });
  }

  /** Sends, in order, every waiting batch that may run now. */
  private sendWhatMayGo() {
    for (let index = 0; index < this.waiting.length;) {
      const batch = this.waiting[index]!;
      if (this.owner && batch.connection !== this.owner) {
        index++;
        continue;
      }
      if (!this.owner && batch.begins) {
        // The transaction begins once what was sent before it has run.
        if (this.running > 0) return;
        this.owner = batch.connection;
      }
      this.waiting.splice(index, 1);
      this.send(batch);
    }
  }

  /** A client that ends inside its transaction (destroyed, not released): the transaction is rolled back, and the others go on. */
  ended(connection: PgliteConnection) {
    if (this.owner === connection) this.submit(connection, new Uint8Array(serialize.query('rollback'))).catch(() => undefined);
  }

  private send(batch: Batch) {
    this.running++;
    this.thread.exec(batch.bytes).then((answer) => {
      const status = statusAfter(answer);
      if (this.owner === batch.connection && status === 'I') this.owner = undefined;
      // A transaction begun some other way (not a `begin` query) is told by its answer.
      else if (!this.owner && (status === 'T' || status === 'E')) this.owner = batch.connection;
      batch.resolve(answer);
    }, batch.reject).finally(() => {
      this.running--;
      this.sendWhatMayGo();
    });
  }
}

/**
 * A node-postgres connection to PGlite, in place of a socket: the app speaks to PGlite through
 * node-postgres as it does to PostgreSQL (src/server/db/client.ts). It hands the protocol messages
 * node-postgres writes for a statement to the shared session in one batch, and gives back the
 * answer's messages as node-postgres's events; notifications go to the thread's listeners.
 */
export class PgliteConnection extends EventEmitter {
  /** Read by node-postgres's Client. */
  _connecting = false;
  readonly parsedStatements: Record<string, string>;
  readonly submittedNamedStatements: Record<string, string>;
  /** node-postgres destroys the stream when it ends a client with a query still running. */
  readonly stream = { destroy: () => this.end() };

  private pending: Uint8Array[] = [];
  /** The answers in the order the batches were sent. */
  private answers: Promise<unknown> = Promise.resolve();

  constructor(private readonly session: PgliteSession) {
    super();
    this.parsedStatements = session.parsedStatements;
    this.submittedNamedStatements = session.submittedNamedStatements;
  }

  async connect() {
    this._connecting = true;
    await this.session.thread.ready;
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

  /** Like a socket closing; the session stays open for the pool's other clients. */
  end() {
    this.session.ended(this);
    this.answers = this.answers.then(() => this.emit('end'));
    for (const event of this.eventNames()) if (event !== 'newListener') this.removeAllListeners(event);
  }

  /** The messages written since the last send, as one batch of the session. */
  private send() {
    const bytes = new Uint8Array(Buffer.concat(this.pending));
    this.pending = [];
    const answer = this.session.submit(this, bytes);
    this.answers = this.answers
      .then(() => answer)
      .then((raw) => new Parser().parse(Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength), (message) => {
        if (message.name === 'notification') {
          const { channel, payload } = message as unknown as { channel: string; payload: string };
          this.session.thread.notify(channel, payload);
        } else {
          // node-postgres names an ErrorResponse 'errorMessage'.
          this.emit(message.name === 'error' ? 'errorMessage' : message.name, message);
        }
      }))
      .catch((error: unknown) => this.emit('error', error));
  }
}
