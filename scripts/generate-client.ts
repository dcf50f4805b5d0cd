import { writeFileSync } from "node:fs";
import { clientSchemaPath, currentClientSchema, generateClientSchema } from "./client-schema";

/**
 * `npm run client:generate`: writes the typed client's types from the OpenAPI document. With `--check` it only
 * says whether the checked-in file is stale (and exits 1 if so).
 */
const generated = await generateClientSchema();
if (process.argv.includes("--check")) {
  if (generated !== currentClientSchema()) {
    console.error(`${clientSchemaPath} is stale: run npm run client:generate`);
    process.exit(1);
  }
  console.log(`${clientSchemaPath} matches the OpenAPI document`);
} else {
  writeFileSync(clientSchemaPath, generated);
  console.log(`wrote ${clientSchemaPath}`);
}
