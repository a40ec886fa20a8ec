/*
 * Why the module-level schemas of shared/schemas are built on first use.
 *
 * zod 4 gives every schema it constructs its own bound methods, and each step of a chain
 * (`z.string().trim().min(1)`) is another schema: building a domain's schemas at import was most of
 * an API function's own cold start, while a request needs the schemas of its one route
 * (docs/benchmarks.md, "Lambda bundles"). So each exported schema is written
 * `lazySchema(() => z....)`: the value stands in for the schema (a Proxy that forwards every
 * operation to it) and builds it, once, when something first reads it. Validation, types and
 * errors are those of the schema itself.
 *
 * A stand-in and its schema are two objects, and zod's JSON Schema keys schemas by identity (a
 * named schema seen as both would be two schemas with one id). The OpenAPI generator therefore
 * builds the schemas themselves: it imports `./eager` before any schema module, which makes
 * `lazySchema` build at once and return the schema, exactly as without this file.
 */

let eager = false;
let standIns = 0;

/** How many stand-ins were made: the OpenAPI generator checks that it saw none (see ./eager). */
export const standInsMade = (): number => standIns;

/** Makes every `lazySchema` evaluated from now on return its schema built at once (see ./eager). */
export function buildSchemasEagerly(): void {
  eager = true;
}

export function lazySchema<T extends object>(build: () => T): T {
  if (eager) return build();
  standIns++;
  let schema: T | undefined;
  const target = () => (schema ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    // The stand-in's own (empty) target must not contradict what it reports: every property is configurable here.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}
