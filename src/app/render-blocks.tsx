import { Suspense } from 'react';
import type { Block } from '../generated/site-types';
import type { BlockContext } from '../site/block-context';
import { ErrorBoundary } from './error-boundary';
import { getBlockComponent } from './load-block';

/**
 * A failing block is left out so the rest of the page stays; in development its place says what broke.
 */
function BlockFailed({ type }: { type: string }) {
  return import.meta.env.DEV ? <p role="alert">The “{type}” block failed to render; see the console.</p> : null;
}

/** A page's blocks in manifest order, each in its own error boundary and suspense boundary, each given the page's context. */
export function RenderBlocks({ blocks, context }: { blocks: Block[]; context: BlockContext }) {
  return (
    <>
      {blocks.map((block, index) => {
        const BlockComponent = getBlockComponent(block.type);
        return (
          <ErrorBoundary key={block.id ?? index} what={`The "${block.type}" block`} fallback={<BlockFailed type={block.type} />}>
            <Suspense fallback={null}>
              <BlockComponent block={block} context={context} />
            </Suspense>
          </ErrorBoundary>
        );
      })}
    </>
  );
}
