import { z } from "./zod";

/** POST /api/session: the dashboard's sign-in with an API key (outside /v1: the dashboard's, not the API's). */
export const signInBody = z.object({ apiKey: z.string().min(1).max(200) }).strict();
