"use client";

import { useEffect } from "react";

/**
 * Marks the document once React has taken over the page (`<html data-hydrated>`). Until then a field typed into or
 * a file picked is the server's markup, which hydration resets; end-to-end tests wait for the mark before they type.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}
