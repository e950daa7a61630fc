import styled from '@emotion/styled';
import { Suspense, useContext, type ReactNode } from 'react';
import type { Block } from '#generated/site-types';
import type { BlockContext } from '#site/shell/block-context';
import { SectionBand } from '#ui/layout/section';
import { useNotifyBlockHydrated } from './block-hydration';
import { ErrorBoundary } from './error-boundary';
import { getBlockComponent } from './load-block';
import { BLOCK_ROW_ATTRIBUTE, MarkBlockRowsContext } from './mark-block-rows';

/**
 * A block and the one set beside it (`placement: aside`): the first wide, the aside narrow. They wrap onto
 * two lines where both cannot have their minimum width, so phones get them stacked without a media query.
 * Side by side, both are as tall as the taller: the aside fills its column instead of ending in a gap.
 * An aside that cannot be narrower than some width (a calendar) says so with `--aside-basis` on its root.
 */
const BesideRow = styled.div(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  '>*': { flex: '2 1 36rem', minWidth: 0 },
  '>*+*': { flex: '1 1 var(--aside-basis, 18rem)' },
}));

/** Within the content width the blocks use, quieter than a block: a dashed, muted note. */
const BlockFailedNote = styled.p(({ theme }) => ({
  width: `calc(100% - 2 * ${theme.space[5]})`,
  maxWidth: `calc(${theme.layout.maxWidth} - 2 * ${theme.space[5]})`,
  margin: `${theme.space[6]} auto`,
  padding: `${theme.space[4]} ${theme.space[5]}`,
  border: `1px dashed ${theme.color.border}`,
  borderRadius: theme.radius.md,
  background: theme.color.surface,
  color: theme.color.textMuted,
  textAlign: 'center',
  [theme.mobile]: { width: `calc(100% - 2 * ${theme.space[4]})` },
}));

/**
 * A failing block's place says, politely, that a part is missing, so a page whose only block fails is
 * not an empty band; the rest of the page stays. In development it also names the block.
 */
function BlockFailed({ type, context }: { type: string; context: BlockContext }) {
  return (
    <BlockFailedNote role="status" aria-live="polite">
      {context.settings.errorPage.blockMessage}
      {import.meta.env.DEV && ` (The “${type}” block failed to render; see the console.)`}
    </BlockFailedNote>
  );
}

/** Rendered after a block, inside its boundary: says when the block has hydrated (see keepTypedValues). */
function BlockHydrated() {
  useNotifyBlockHydrated();
  return null;
}

function RenderBlock({ block, context }: { block: Block; context: BlockContext }) {
  const BlockComponent = getBlockComponent(block.type);
  return (
    <ErrorBoundary what={`The "${block.type}" block`} fallback={<BlockFailed type={block.type} context={context} />}>
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

/** A row of the page on the band its first block asks for (`band:` in site.yaml), the full width of the screen. */
function OnBand({ block, children }: { block: Block; children: ReactNode }) {
  const band = 'band' in block ? block.band : undefined;
  return band ? (
    <SectionBand variant={band} data-band={band}>
      {children}
    </SectionBand>
  ) : (
    children
  );
}

/** A page's blocks in manifest order, each in its own error boundary and suspense boundary, each given the page's context. */
export function RenderBlocks({ blocks, context }: { blocks: Block[]; context: BlockContext }) {
  const marked = useContext(MarkBlockRowsContext);
  let first = 0;
  return (
    <>
      {pairAsides(blocks).map(({ main, aside }, index) => {
        const row = (
          <OnBand key={main.id ?? index} block={main}>
            {aside ? (
              <BesideRow data-placement="beside">
                <RenderBlock block={main} context={context} />
                <RenderBlock block={aside} context={context} />
              </BesideRow>
            ) : (
              <RenderBlock block={main} context={context} />
            )}
          </OnBand>
        );
        const indexes = aside ? `${first} ${first + 1}` : String(first);
        first += aside ? 2 : 1;
        return marked ? (
          <div key={main.id ?? index} {...{ [BLOCK_ROW_ATTRIBUTE]: indexes }} style={{ display: 'contents' }}>
            {row}
          </div>
        ) : (
          row
        );
      })}
    </>
  );
}
