import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildOpenApiDocument } from "../server/contracts/openapi";

/** Writes the generated document to a temporary file and lints it with Redocly's recommended rules. */
const file = path.join(mkdtempSync(path.join(tmpdir(), "openapi-")), "openapi.json");
writeFileSync(file, JSON.stringify(buildOpenApiDocument(), null, 2));
execFileSync(
  path.join("node_modules", ".bin", "redocly"),
  ["lint", file, "--format", "stylish", "--config", "redocly.yaml"],
  { stdio: "inherit" },
);
