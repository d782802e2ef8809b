/**
 * `compute` made to run once per key object: the value is kept beside the key (in a WeakMap) for as
 * long as the key lives, so long-lived objects such as cached rows or an app's services get their
 * derived values worked out on first use and never again, and nothing is kept once they are gone.
 */
export function onceFor<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const known = new WeakMap<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    known.set(key, value);
    return value;
  };
}
