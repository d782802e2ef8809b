/**
 * A stand-in for the browser's IntersectionObserver, which jsdom lacks (it lays nothing out): the
 * test says which elements are on screen. Like the browser, an observer reports each target once
 * when it starts observing, then whenever the target comes into or goes out of view.
 */
const onScreen = new Set<Element>();
const observers = new Set<FakeIntersectionObserver>();

class FakeIntersectionObserver implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin = '0px';
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[];
  readonly targets = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.thresholds = [options?.threshold ?? 0].flat();
  }

  observe(target: Element) {
    this.targets.add(target);
    observers.add(this);
    // Browsers deliver the first report asynchronously, after the current task.
    setTimeout(() => {
      if (this.targets.has(target)) this.report(target);
    });
  }

  unobserve(target: Element) {
    this.targets.delete(target);
  }

  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  report(target: Element) {
    const visible = onScreen.has(target);
    const entry = { target, isIntersecting: visible, intersectionRatio: visible ? 1 : 0 };
    this.callback([entry as IntersectionObserverEntry], this);
  }
}

/** Installs the stand-in on the window; returns how to scroll elements into and out of view. */
export function fakeViewport() {
  globalThis.IntersectionObserver = FakeIntersectionObserver;
  const move = (element: Element, visible: boolean) => {
    if (visible) onScreen.add(element);
    else onScreen.delete(element);
    for (const observer of [...observers]) if (observer.targets.has(element)) observer.report(element);
  };
  return {
    scrollIntoView: (element: Element) => move(element, true),
    scrollOutOfView: (element: Element) => move(element, false),
    reset: () => {
      onScreen.clear();
      observers.clear();
    },
  };
}
