/** Each item's result, in the order of the items given; an Error is that item's own failure. */
export type BatchRun<I, O> = (items: I[]) => Promise<Array<O | Error>>;

export interface NaturalBatcherOptions {
  /** The most items one run takes. */
  maxItems: number;
  /** Runs under way at once; items that arrive while all are busy wait and go together in the next. */
  concurrency: number;
}

/**
 * Natural batching, without a timer: an item submitted while a run is free goes at once, alone; items
 * submitted while every run is busy gather and go together when one ends. A lone request pays no
 * wait, and under load a batch holds what arrived during the last one. A run that throws fails each of
 * its items with that error; the batcher goes on with the next.
 */
export class NaturalBatcher<I, O> {
  private readonly waiting: Array<{
    item: I;
    resolve: (result: O) => void;
    reject: (error: unknown) => void;
  }> = [];
  private running = 0;

  constructor(
    private readonly run: BatchRun<I, O>,
    private readonly options: NaturalBatcherOptions,
  ) {
    if (options.maxItems < 1 || options.concurrency < 1) {
      throw new Error('A natural batcher needs at least one item per run and one run at a time');
    }
  }

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.drain();
    });
  }

  private drain(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.options.maxItems);
      this.running++;
      // Through a resolved promise, so a run that throws before returning its promise fails its items too.
      void Promise.resolve()
        .then(() => this.run(batch.map(({ item }) => item)))
        .then((results) => {
          if (results.length !== batch.length) {
            throw new Error(`A batch of ${batch.length} was answered with ${results.length} results`);
          }
          batch.forEach(({ resolve, reject }, index) => {
            const result = results[index];
            if (result instanceof Error) reject(result);
            else resolve(result);
          });
        })
        .catch((error: unknown) => batch.forEach(({ reject }) => reject(error)))
        .finally(() => {
          this.running--;
          this.drain();
        });
    }
  }
}
