/**
 * Reading a route out of whatever form an address arrives in (hash address, path, full URL) and
 * comparing runs of path segments. Used by the route-access matcher on both addresses and patterns.
 */

/** Scheme and authority of a full URL (`http://host:8080`), removed before the route is read. */
const ORIGIN = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i;

const cutAt = (text: string, marker: string): string => {
  const at = text.indexOf(marker);
  return at < 0 ? text : text.slice(0, at);
};

const isRootPath = (path: string): boolean => {
  for (let i = 0; i < path.length; i++) if (path.charCodeAt(i) !== 47 /* "/" */) return false;
  return true;
};

/**
 * The route part of an address, without query or fragment.
 * Hash routing puts the route after the `#` (`/#/x`, `#x`, `/app/#/x`); on a plain path a `#` starts a fragment.
 */
const routePart = (address: string): string => {
  const trimmed = address.trim();
  const rest = trimmed.includes("://") ? trimmed.replace(ORIGIN, "") : trimmed;
  const hashAt = rest.indexOf("#");
  if (hashAt < 0) return cutAt(rest, "?");
  const path = cutAt(rest.slice(0, hashAt), "?");
  const hash = rest.slice(hashAt + 1);
  return hash.startsWith("/") || isRootPath(path) ? cutAt(cutAt(hash, "?"), "#") : path;
};

/** A malformed escape (`%E0%A4%A`) leaves the segment as written instead of failing the check. */
const decodeSegment = (segment: string): string => {
  if (!segment.includes("%")) return segment;
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment;
  }
};

/**
 * The lower-cased, decoded path segments of an address. Accepts `/#/x/y?q=1`, `#/x/y`, `x/y/`, `/x/y`
 * and full URLs; the root (`""`, `/`, `/#/`) gives no segments.
 */
export const normaliseAddress = (address: string): string[] => {
  const route = routePart(address).toLowerCase();
  const segments: string[] = [];
  let from = 0;
  while (from <= route.length) {
    const slash = route.indexOf("/", from);
    const end = slash < 0 ? route.length : slash;
    if (end > from) segments.push(decodeSegment(route.slice(from, end)));
    from = end + 1;
  }
  return segments;
};

/** `[A-Za-z0-9]+`, checked by character code so a wildcard step costs no regular expression. */
export const isAlphanumericSegment = (segment: string): boolean => {
  if (segment.length === 0) return false;
  for (let i = 0; i < segment.length; i++) {
    const code = segment.charCodeAt(i);
    const isDigit = code >= 48 && code <= 57;
    const isUpper = code >= 65 && code <= 90;
    const isLower = code >= 97 && code <= 122;
    if (!isDigit && !isUpper && !isLower) return false;
  }
  return true;
};

/**
 * Whether `part` occurs in `segments` starting at `start`, segment by segment.
 * The segment at `skipIndex` (a normalised id) equals no literal segment.
 */
export const hasSegmentsAt = (
  segments: readonly string[],
  part: readonly string[],
  start: number,
  skipIndex = -1,
): boolean => {
  if (start < 0 || start + part.length > segments.length) return false;
  for (let i = 0; i < part.length; i++) {
    if (start + i === skipIndex || segments[start + i] !== part[i]) return false;
  }
  return true;
};

/** Whether `part` occurs anywhere in `segments` as consecutive whole segments. */
export const containsSegments = (segments: readonly string[], part: readonly string[]): boolean => {
  for (let start = 0; start + part.length <= segments.length; start++) {
    if (hasSegmentsAt(segments, part, start)) return true;
  }
  return false;
};

/** Groups segment runs by their first segment, so an address looks up only the runs that can start at a segment. */
export const indexByFirstSegment = <T extends { segments: readonly string[] }>(
  entries: readonly T[],
): Map<string, T[]> => {
  const index = new Map<string, T[]>();
  for (const entry of entries) {
    const first = entry.segments[0];
    if (first === undefined) continue;
    const bucket = index.get(first);
    if (bucket) bucket.push(entry);
    else index.set(first, [entry]);
  }
  return index;
};
