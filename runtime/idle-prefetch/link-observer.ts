/**
 * One IntersectionObserver for every link that prefetches its route when it
 * comes into view. Docusaurus 2.4.1's Link makes an observer per link, and a
 * new one each time a link renders again; the SDK class page has 786 links.
 * `observeOnce` keeps one callback per element: it runs once, the first time
 * the element intersects the viewport, and the element is then no longer
 * observed. Elements that left the document are dropped when the observer
 * next reports them.
 */

/** What Link keeps of an observation: its cleanup stops it. */
export interface Observation {
  disconnect(): void;
}

type ObserverClass = new (callback: (entries: IntersectionObserverEntryLike[]) => void) => {
  observe(target: Element): void;
  unobserve(target: Element): void;
};

/** The fields of an IntersectionObserverEntry read here. */
export interface IntersectionObserverEntryLike {
  target: Element;
  isIntersecting: boolean;
  intersectionRatio: number;
}

/** An observeOnce on one observer made with `Observer`, made when first needed. */
export function linkObserver(Observer: ObserverClass): (element: Element, onVisible: () => void) => Observation {
  const callbacks = new Map<Element, () => void>();
  let observer: InstanceType<ObserverClass> | undefined;
  const stop = (element: Element) => {
    callbacks.delete(element);
    observer?.unobserve(element);
  };
  return (element, onVisible) => {
    observer ??= new Observer((entries) => {
      for (const entry of entries) {
        const callback = callbacks.get(entry.target);
        if (!callback) continue;
        if (entry.isIntersecting || entry.intersectionRatio > 0) {
          stop(entry.target);
          callback();
        } else if (!entry.target.isConnected) {
          stop(entry.target);
        }
      }
    });
    // A link that renders again brings its new callback (its route may have changed): keep the latest.
    if (!callbacks.has(element)) observer.observe(element);
    callbacks.set(element, onVisible);
    return {
      disconnect: () => {
        if (callbacks.get(element) === onVisible) stop(element);
      },
    };
  };
}

let shared: ((element: Element, onVisible: () => void) => Observation) | undefined;

/** The page's shared observer (see loader.ts for where Link calls it). */
export function observeOnce(element: Element, onVisible: () => void): Observation {
  shared ??= linkObserver(window.IntersectionObserver as unknown as ObserverClass);
  return shared(element, onVisible);
}
