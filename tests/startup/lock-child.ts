/** Tries to take the embedded database lock of a folder; prints "took" or the refusal, then holds on a moment. */
import { lockEmbeddedDatabase } from "@/server/db/pglite-lock";

const [dataDir, holdMs] = process.argv.slice(2);
try {
  lockEmbeddedDatabase(dataDir as string);
  console.log("took");
  setTimeout(() => {}, Number(holdMs ?? 0));
} catch (error) {
  console.log((error as Error).message);
}
