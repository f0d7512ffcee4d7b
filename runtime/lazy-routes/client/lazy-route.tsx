import React from 'react';

/** What Docusaurus's route table and preloading use of a route component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route props are whatever the router passes
export type RouteComponent = React.ComponentType<any> & { preload(): Promise<unknown> };

/**
 * A ComponentCreator that calls `create` for a route only when the route is
 * first preloaded or rendered, then always uses what it returned.
 */
export function lazyComponentCreator(
  create: (path: string, hash: string) => RouteComponent,
): (path: string, hash: string) => RouteComponent {
  return (path, hash) => {
    let created: RouteComponent | undefined;
    const get = (): RouteComponent => (created ??= create(path, hash));
    function LazyRoute(props: Record<string, unknown>): JSX.Element {
      const Component = get();
      return <Component {...props} />;
    }
    LazyRoute.displayName = `LazyRoute(${path})`;
    LazyRoute.preload = () => get().preload();
    return LazyRoute;
  };
}
