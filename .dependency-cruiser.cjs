/**
 * The layering rules of docs/architecture.md, checked on every `npm test` (`npm run deps`).
 * Floors, arrows only downward: faces (app, components, server/http, server/jobs/functions and the local executor)
 * -> use cases (server/services) -> the outbox -> foundations (db, ledger, pricing, crypto, net, contracts, auth,
 * events: the job client, event schemas and the local intake, and the leaf modules beside env.ts).
 */
const foundations = "^server/(db|ledger|pricing|crypto|net|contracts|auth|fs|events|metrics|tracing)/";
const above = "^(app|components)/|^server/(services|http|outbox|jobs|devnet)/|^server/boot[.]ts$";

module.exports = {
  forbidden: [
    {
      name: "foundations-import-nothing-above",
      comment:
        "db, ledger, pricing, crypto, net, contracts, auth, fs, events, metrics and tracing are the ground floor: they may not import a use case, a face, the outbox, background jobs or the devnet.",
      severity: "error",
      from: { path: foundations },
      to: { path: above },
    },
    {
      name: "services-import-no-faces",
      comment:
        "Use cases (server/services) import no HTTP, no background-job code and no app or components: they record intents in the outbox (server/outbox), which alone hands work to the executor.",
      severity: "error",
      from: { path: "^server/services/" },
      to: { path: "^(app|components)/|^server/(http|jobs|events|devnet)/|^server/boot[.]ts$" },
    },
    {
      name: "outbox-imports-no-use-case",
      comment:
        "The outbox records and publishes; it sits below the use cases and may not import them (no cycle between services and the outbox).",
      severity: "error",
      from: { path: "^server/outbox/" },
      to: { path: "^(app|components)/|^server/(services|http|jobs|devnet)/" },
    },
    {
      name: "functions-call-use-cases",
      comment:
        "A background function's steps call use cases (server/services); it reads no query and touches no ledger itself.",
      severity: "error",
      from: { path: "^server/jobs/functions/" },
      to: { path: "^server/(db/queries|db/schema|ledger)/" },
    },
    {
      name: "private-shared-imports-no-entry-point",
      comment:
        "services/transactions/private/shared/ holds the rules and helpers private mode's entry points share: it may not import an entry point (a file directly in private/).",
      severity: "error",
      from: { path: "^server/services/transactions/private/shared/" },
      to: { path: "^server/services/transactions/private/[^/]+$" },
    },
    {
      name: "transactions-know-no-payment-requests",
      comment:
        "Payment requests build on transactions, never the other way: a private payment's completion records a payment_request.settle job (services/transactions/private/lifecycle/stage-moves.ts) instead of calling into payment requests.",
      severity: "error",
      from: { path: "^server/services/transactions/" },
      to: { path: "^server/services/payment-requests/" },
    },
    {
      name: "only-the-ledger-talks-to-the-rpc",
      comment:
        "server/ledger is the only code that talks to Solana: the connection module is imported by server/ledger alone; everything else asks the ledger by a named function (what it reads or sends), or reads the endpoint from server/ledger/rpc-endpoint.ts.",
      severity: "error",
      from: { pathNot: "^server/ledger/" },
      to: { path: "^server/ledger/connection[.]ts$" },
    },
    {
      name: "app-reaches-db-and-ledger-through-services",
      comment: "Route handlers and pages call use cases; only they touch the database and the ledger.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server/(db|ledger)/" },
    },
    {
      name: "components-import-only-contract-types",
      comment:
        "The browser reaches the server over HTTP only: components may import types from server/contracts, nothing else of server/.",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^server/(?!contracts/)" },
    },
    {
      name: "components-import-contracts-as-types-only",
      comment: "A value import from server/contracts would ship server code to the browser: import types only.",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^server/contracts/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "nothing-depends-on-the-devnet",
      comment:
        "The embedded devnet is a separate process: production code may not import it (only its own files, tests and benchmarks do).",
      severity: "error",
      from: { pathNot: "^(server/devnet|tests|bench)/" },
      to: { path: "^server/devnet/" },
    },
    {
      name: "no-cycles",
      comment: "A cycle makes two modules one: merge them, or move what both need below both.",
      severity: "error",
      from: { path: "^(app|components|server|scripts)/" },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|[.]next|drizzle|public)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
  },
};
