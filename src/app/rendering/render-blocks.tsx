import styled from '@emotion/styled';
import { Suspense } from 'react';
import type { Block } from '../../generated/site-types';
import type { BlockContext } from '../../site/shell/block-context';
import { useNotifyBlockHydrated } from './block-hydration';
import { ErrorBoundary } from './error-boundary';
import { getBlockComponent } from './load-block';

/**
 * A block and the one set beside it (`placement: aside`): the first wide, the aside narrow. They wrap onto
 * two lines where both cannot have their minimum width, so phones get them stacked without a media query.
 */
const BesideRow = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  '>*': { flex: '2 1 36rem', minWidth: 0 },
  '>*+*': { flex: '1 1 18rem' },
}));

/**
 * A failing block is left out so the rest of the page stays; in development its place says what broke.
 */
function BlockFailed({ type }: { type: string }) {
  return import.meta.env.DEV ? <p role="alert">The “{type}” block failed to render; see the console.</p> : null;
}

/** Rendered after a block, inside its boundary: says when the block has hydrated (see keepTypedValues). */
function BlockHydrated() {
  useNotifyBlockHydrated();
  return null;
}

function RenderBlock({ block, context }: { block: Block; context: BlockContext }) {
  const BlockComponent = getBlockComponent(block.type);
  return (
    <ErrorBoundary what={`The "${block.type}" block`} fallback={<BlockFailed type={block.type} />}>
      <Suspense fallback={null}>
        <BlockComponent block={block} context={context} />
        <BlockHydrated />
      </Suspense>
    </ErrorBoundary>
  );
}

const isAside = (block: Block) => 'placement' in block && block.placement === 'aside';

/** Each block with the aside that follows it, if any; an aside with no block before it stands alone. */
function pairAsides(blocks: Block[]) {
  const rows: { main: Block; aside?: Block }[] = [];
  for (const block of blocks) {
    const previous = rows[rows.length - 1];
    if (isAside(block) && previous && !previous.aside && !isAside(previous.main)) previous.aside = block;
    else rows.push({ main: block });
  }
  return rows;
}

/** A page's blocks in manifest order, each in its own error boundary and suspense boundary, each given the page's context. */
export function RenderBlocks({ blocks, context }: { blocks: Block[]; context: BlockContext }) {
  return (
    <>
      {pairAsides(blocks).map(({ main, aside }, index) =>
        aside ? (
          <BesideRow key={main.id ?? index} data-placement="beside">
            <RenderBlock block={main} context={context} />
            <RenderBlock block={aside} context={context} />
          </BesideRow>
        ) : (
          <RenderBlock key={main.id ?? index} block={main} context={context} />
        ),
      )}
    </>
  );
}
