import { lazy, type ComponentType } from 'react';
import { blockLoaders } from '#generated/registry/block-registry';
import type { Block } from '#generated/site-types';
import type { BlockProps } from '#site/shell/block-context';

type BlockComponent = ComponentType<BlockProps<Block>>;

const loaded = new Map<Block['type'], BlockComponent>();
const pending = new Map<Block['type'], Promise<void>>();
const lazyComponents = new Map<Block['type'], BlockComponent>();

/** Loads the code of these block types; resolves once each can render without suspending. */
export function preloadBlocks(types: Iterable<Block['type']>): Promise<void> {
  return Promise.all(
    [...new Set(types)].map((type) => {
      if (loaded.has(type)) return undefined;
      let promise = pending.get(type);
      if (!promise) {
        promise = (blockLoaders[type] as () => Promise<{ default: BlockComponent }>)().then((module) => {
          loaded.set(type, module.default);
        });
        pending.set(type, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/**
 * The component for a block type: the loaded one when its code is here (prerender, hydration of the
 * first page), else a lazy one that suspends while its code arrives (later client navigations).
 */
export function getBlockComponent(type: Block['type']): BlockComponent {
  const component = loaded.get(type);
  if (component) return component;
  let lazyComponent = lazyComponents.get(type);
  if (!lazyComponent) {
    lazyComponent = lazy(() => preloadBlocks([type]).then(() => ({ default: loaded.get(type)! })));
    lazyComponents.set(type, lazyComponent);
  }
  return lazyComponent;
}
