export * from "./accounts";
export * from "./events";
export * from "./idempotency";
export * from "./jobs";
export * from "./quotes";
export * from "./rate-limits";
export * from "./transactions";
export * from "./webhooks";
