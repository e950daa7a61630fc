import { serializeStyles as serialize } from '@emotion/serialize';

type Args = Parameters<typeof serialize>[0];
type Registered = Parameters<typeof serialize>[1];
type Serialized = ReturnType<typeof serialize>;

/** A result, with the props its style functions read and the values they had. */
interface Variant {
  reads: Array<[key: PropertyKey, value: unknown]>;
  serialized: Serialized;
}

/** A node of the cache: one per sequence of arguments; `variants` once the sequence is complete. */
interface Node {
  /** The next argument: an object or function by identity (and let go with it), any other value as it is. */
  byObject?: WeakMap<object, Node>;
  byValue?: Map<unknown, Node>;
  variants?: Variant[] | 'uncached';
}

/**
 * Past this many results for one sequence of styles, a prop read by them is taken to change on every
 * render (an object made anew, say): the sequence is no longer cached, so the cache cannot grow for ever.
 */
const MAX_VARIANTS = 32;

const root: Node = {};

function childOf(node: Node, arg: unknown): Node {
  const children: { get(key: unknown): Node | undefined; set(key: unknown, node: Node): unknown } =
    (typeof arg === 'object' && arg !== null) || typeof arg === 'function'
      ? (node.byObject ??= new WeakMap())
      : (node.byValue ??= new Map());
  let child = children.get(arg);
  if (child === undefined) children.set(arg, (child = {}));
  return child;
}

/** What stands for the props themselves when they are not an object (the theme, for a `css` function). */
const WHOLE = Symbol('the props');

/** Serializes with `props` behind a proxy that lists what is read; `reads` is undefined when a read cannot be listed. */
function serializeTracked(
  args: Args,
  registered: Registered,
  props: unknown,
): { reads?: Variant['reads']; serialized: Serialized } {
  if (typeof props !== 'object' || props === null)
    return { reads: [[WHOLE, props]], serialized: serialize(args, registered, props as never) };
  const reads = new Map<PropertyKey, unknown>();
  let listed = true;
  const untracked = () => {
    listed = false;
  };
  const tracked = new Proxy(props, {
    get(target, key) {
      const value = Reflect.get(target, key) as unknown;
      reads.set(key, value);
      return value;
    },
    // Spreading the props, or asking whether one is there, reads more than one value: such styles are not cached.
    has: (target, key) => (untracked(), Reflect.has(target, key)),
    ownKeys: (target) => (untracked(), Reflect.ownKeys(target)),
    getOwnPropertyDescriptor: (target, key) => (untracked(), Reflect.getOwnPropertyDescriptor(target, key)),
  });
  const serialized = serialize(args, registered, tracked as never);
  return { reads: listed ? [...reads] : undefined, serialized };
}

const matches = (variant: Variant, props: unknown) =>
  variant.reads.every(([key, value]) =>
    key === WHOLE ? props === value : (props as Record<PropertyKey, unknown>)[key] === value,
  );

/**
 * Emotion's serializeStyles, remembered: the same style objects and functions, given props whose values
 * they read are the same, give the same class name and rules, so they are worked out once per render
 * thread instead of once per element on every page (a third of the time Emotion took in the prerender).
 * Only the server bundle uses it (see the Vite configuration); what it returns is what Emotion would.
 */
export function serializeStyles(args: Args, registered: Registered, props?: unknown): Serialized {
  let node = root;
  for (const arg of args) {
    // A string that is a registered class name stands for that class's rules, which differ per cache.
    if (typeof arg === 'string' && registered?.[arg] !== undefined) return serialize(args, registered, props as never);
    node = childOf(node, arg);
  }
  if (node.variants === 'uncached') return serialize(args, registered, props as never);
  const variants = node.variants ?? (node.variants = []);
  const found = variants.find((variant) => matches(variant, props));
  if (found) return found.serialized;
  const { reads, serialized } = serializeTracked(args, registered, props);
  if (reads === undefined || variants.length >= MAX_VARIANTS) node.variants = 'uncached';
  else variants.push({ reads, serialized });
  return serialized;
}
