/**
 * One promise per key (`keyOf` the argument, the argument itself by default), made the first time the key
 * is asked for, then the same one. Each carries React's status fields once settled (`status`, and `value`
 * or `reason`), so `use` reads a settled one without suspending: no flash on hydration, nor on a page
 * visited again.
 */
export function onceEach<Arg, T>(
  make: (arg: Arg) => Promise<T>,
  keyOf: (arg: Arg) => unknown = (arg) => arg,
): (arg: Arg) => Promise<T> {
  const made = new Map<unknown, Promise<T>>();
  return (arg) => {
    const key = keyOf(arg);
    let promise = made.get(key);
    if (!promise) {
      const tracked = Object.assign(make(arg), { status: "pending" });
      tracked.then(
        (value) => Object.assign(tracked, { status: "fulfilled", value }),
        (reason: unknown) => Object.assign(tracked, { status: "rejected", reason }),
      );
      promise = tracked;
      made.set(key, promise);
    }
    return promise;
  };
}

/** One promise, made the first time it is asked for, then the same one (with React's status fields). */
export function once<T>(make: () => Promise<T>): () => Promise<T> {
  const made = onceEach(make, () => once);
  return () => made(undefined);
}
