// The Allow header: the methods a path takes, in one order wherever it is sent.
const ALLOW_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/** HEAD comes with GET (Next answers it from GET), OPTIONS always. */
export function allowHeader(methods: readonly string[]): string {
  const taken = new Set([...methods.map((m) => m.toUpperCase()), "OPTIONS"]);
  if (taken.has("GET")) taken.add("HEAD");
  return ALLOW_ORDER.filter((m) => taken.has(m)).join(", ");
}
