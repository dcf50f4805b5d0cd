/**
 * Where to go once signed in: `next` when it is a path of this site, else the overview. It is resolved against the
 * page's own origin, so anything that would leave the site ("//host", a backslash that browsers read as a slash,
 * an absolute URL) falls back: a crafted link must not hand a fresh session to another site.
 */
export function landingPath(requested: string | null, origin: string): string {
  if (!requested?.startsWith("/")) return "/overview";
  try {
    const url = new URL(requested, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : "/overview";
  } catch {
    return "/overview";
  }
}
