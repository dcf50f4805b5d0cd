import { serve } from "inngest/next";
import { inngest } from "@/server/events/client";
import { functions } from "@/server/jobs/functions";

/** Inngest (or, embedded, the local executor) calls the functions here; every call must be signed. */
export const { GET, POST, PUT } = serve({ client: inngest, functions });
