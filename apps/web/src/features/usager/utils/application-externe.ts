/**
 * Where a /usagers screen sends when the establishment names an external residents application
 * (decision 062): the same path under that address, so a link to one resident still lands on them.
 */
export function urlApplicationExterne(base: string, pathname: string): string {
  return `${base.replace(/\/+$/, '')}${pathname}`;
}

/** Leaves the application for that address, in the same window (spec §2). */
export function quitterVers(url: string): void {
  window.location.assign(url);
}
