import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoading } from '../remotes/RemotePage';

/** A shell screen in its own chunk, so the first page load carries only the chrome. */
export function page(load: () => Promise<{ default: ComponentType }>) {
  const Lazy = lazy(load);
  return function LazyPage() {
    return (
      <Suspense fallback={<PageLoading />}>
        <Lazy />
      </Suspense>
    );
  };
}
