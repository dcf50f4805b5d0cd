/** What `next start` does at start-up, without Next.js: instrumentation.ts calls boot() once. */
import { boot } from "@/server/boot";

await boot();
console.log("booted");
