import { ping } from "./ping";

/** Every background function the serve route offers. */
export const functions = [ping];
