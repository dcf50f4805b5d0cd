/**
 * The `inngest` version whose serve protocol this executor was checked against (package.json pins it): request
 * version 2 without checkpointing, the ops of a 206 answer (`StepRun`, `StepPlanned`, `Sleep`, `StepError`,
 * `StepFailed`), 200 for a result, `x-inngest-no-retry` and `retry-after` on errors, the in-band sync answer, the
 * `inngest/function.failed` event of onFailure handlers and the signature. tests/jobs/contract/ runs the
 * functions through the SDK's own test engine and through this executor and compares them; after an upgrade, those
 * tests and the SDK's changelog say what to change before this version is moved.
 */
export const checkedSdkVersion = "4.24.0";
