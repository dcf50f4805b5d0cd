import { unknownPath } from "@/server/http/unknown-path";

/** `/v1` and any path under it no route serves (server/http/unknown-path.ts). */
export const { DELETE, GET, OPTIONS, PATCH, POST, PUT } = unknownPath;
