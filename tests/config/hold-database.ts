/** Opens the embedded database in DATA_DIR and keeps it open until killed, as a running `npm start` does. */
import { getDb } from "@/server/db/client";

await getDb();
console.log("HOLDING");
setInterval(() => undefined, 60_000);
