/**
 * Group commit: rows that arrive while a write is running go out together in the next multi-row statement.
 * Every caller still waits for its own row to be written, so nothing is acknowledged before it is durable;
 * under concurrent load one statement carries many rows instead of one each.
 */
export function microBatch<Row, Result>(
  writeMany: (rows: Row[]) => Promise<Result[]>,
  maxBatch = 100,
): (row: Row) => Promise<Result> {
  type Waiter = { row: Row; resolve: (r: Result) => void; reject: (e: unknown) => void };
  let queue: Waiter[] = [];
  let writing = false;

  async function drain(): Promise<void> {
    writing = true;
    // One turn of the event loop first: requests whose bytes arrived meanwhile are parsed and join this batch.
    // An in-process database (PGlite) blocks the loop while it writes, so without this no batch would form.
    await new Promise((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      try {
        const results = await writeMany(batch.map((w) => w.row));
        batch.forEach((w, i) => {
          w.resolve(results[i]!);
        });
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        // One row may be what the statement refused: each goes again alone, so only its own caller fails. A
        // statement that failed wrote nothing, so running its rows again is running them once.
        else for (const w of batch) await writeMany([w.row]).then(([result]) => w.resolve(result!), w.reject);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    writing = false;
  }

  return (row) =>
    new Promise<Result>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (!writing) void drain();
    });
}
