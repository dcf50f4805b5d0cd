import { unknownPath } from "@/server/http/unknown-path";

/** `/api` and any path under it no route serves (server/http/unknown-path.ts). */
export const { DELETE, GET, OPTIONS, PATCH, POST, PUT } = unknownPath;
