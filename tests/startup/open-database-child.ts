/** A process that opens the embedded database of DATA_DIR the way the app does, says so, and keeps it open. */
import { getDb } from "@/server/db/client";

await getDb();
console.log("open");
setInterval(() => {}, 60_000);
