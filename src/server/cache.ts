/**
 * A per-instance memo of derived race data. Race data only changes when a sync or an admin edit
 * writes it, and those call `invalidate()`; everything else reads from memory.
 */
export class MemoCache {
  #entries = new Map<string, Promise<unknown>>();
  #version = 0;

  /** Bumped by every invalidation; part of ETags so clients revalidate after a change. */
  get version(): number {
    return this.#version;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.#entries.get(key);
    if (hit) return hit as Promise<T>;
    const pending = load();
    this.#entries.set(key, pending);
    // A failed load is not remembered, so the next caller tries again.
    pending.catch(() => {
      if (this.#entries.get(key) === pending) this.#entries.delete(key);
    });
    return pending;
  }

  invalidate(): void {
    this.#entries.clear();
    this.#version += 1;
  }

  get size(): number {
    return this.#entries.size;
  }
}
