interface Waiting<In, Out> {
  item: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

interface BatchOptions {
  /** The most items in one batch; the rest wait for the next. */
  most: number;
  /** Whether a batch's error is every item's own too; otherwise each item is run again alone, and gets its own answer or error. */
  failsAll: (error: unknown) => boolean;
}

/**
 * Runs together the calls made while the event loop works through what it has read: each call
 * queues its item, and when the loop next waits (`setImmediate`), the items queued go to `run` at
 * once, which gives an answer for each, in order. A call made alone goes alone, when the loop
 * next waits.
 */
export function batched<In, Out>(run: (items: In[]) => Promise<Out[]>, { most, failsAll }: BatchOptions): (item: In) => Promise<Out> {
  let queue: Waiting<In, Out>[] = [];
  const runAlone = ({ item, resolve, reject }: Waiting<In, Out>) => run([item]).then(([out]) => resolve(out!), reject);
  const flush = () => {
    const taken = queue.slice(0, most);
    queue = queue.slice(most);
    if (queue.length > 0) setImmediate(flush);
    run(taken.map(({ item }) => item)).then(
      (outs) => taken.forEach(({ resolve }, index) => resolve(outs[index]!)),
      (error: unknown) => {
        if (taken.length === 1 || failsAll(error)) taken.forEach(({ reject }) => reject(error));
        else taken.forEach(runAlone);
      },
    );
  };
  return (item) => new Promise<Out>((resolve, reject) => {
    if (queue.push({ item, resolve, reject }) === 1) setImmediate(flush);
  });
}
