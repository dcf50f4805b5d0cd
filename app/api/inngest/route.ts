import { serve } from "inngest/next";
import { inngest } from "@/server/events/client";
import { otherMethods } from "@/server/http/method-not-allowed";
import { functions } from "@/server/jobs/functions";

/** Inngest (or, embedded, the local executor) calls the functions here; every call must be signed. */
export const { GET, POST, PUT } = serve({ client: inngest, functions });

export const { OPTIONS, PATCH, DELETE } = otherMethods("GET", "POST", "PUT");
