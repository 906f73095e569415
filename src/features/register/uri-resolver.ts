/**
 * Stands in for fast-uri in the build (vite.config.ts alias; docs/decisions/019). RJSF's utils
 * use it only to resolve `$ref`s against `$id` base URIs (findSchemaDefinition: `equal`,
 * `resolve`); the register schemas have no `$ref`, so the WHATWG URL parser is enough, and the
 * register chunk is ~7 KB (gzip) lighter. Only the browser build uses it (ajv's own copy runs in
 * the gateway).
 */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    // A relative base (no scheme): the reference as written.
    return ref;
  }
}

function normalise(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

function equal(a: string, b: string): boolean {
  return normalise(a) === normalise(b);
}

export { equal, resolve };
export default { equal, resolve };
