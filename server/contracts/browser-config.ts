import { z } from "./zod";

/** GET /api/config: what the dashboard's wallet needs (outside /v1: the dashboard's, not the API's). */
export const browserConfigSchema = z.object({
  rpcUrl: z.string(),
  embeddedDevnet: z.boolean(),
});

export type BrowserConfig = z.infer<typeof browserConfigSchema>;
