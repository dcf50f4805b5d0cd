/**
 * The route a request matched, as its template (`/v1/transactions/[transactionId]`): the path with each segment
 * that is a route parameter's value replaced by the parameter's name, so a metric's route label is one of the app's
 * routes, never a raw path carrying an id.
 */
export function routeTemplate(pathname: string, params: Record<string, string | string[]> | undefined): string {
  const segments = pathname.split("/");
  for (const [name, value] of Object.entries(params ?? {})) {
    if (Array.isArray(value)) {
      // A catch-all ([...name]) takes the path's last segments.
      if (value.length > 0) segments.splice(segments.length - value.length, value.length, `[...${name}]`);
      continue;
    }
    const index = segments.findIndex((segment) => segment === value || safeDecode(segment) === value);
    if (index >= 0) segments[index] = `[${name}]`;
  }
  return segments.join("/") || "/";
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
