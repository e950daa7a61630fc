// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { createDraftStore, type DraftSubject, type StoredDraft } from './draft-store';

const contact = { file: 'site.yaml', name: '/contact' };
const about = { file: 'site.yaml', name: '/about' };
const draft = (subject: DraftSubject, title: string, savedAt: number): StoredDraft<{ title: string }> => ({
  subject,
  heading: `Page ${title}`,
  state: { title },
  version: 'v1',
  savedAt,
});

beforeEach(() => localStorage.clear());

describe('createDraftStore', () => {
  it('keeps one draft per page or entry of a file, and lists them oldest first', () => {
    const store = createDraftStore<{ title: string }>('/');
    store.write(draft(about, '/about', 2000));
    store.write(draft(contact, '/contact', 1000));
    expect(store.read(contact)?.state).toEqual({ title: '/contact' });
    expect(store.list().map((kept) => kept.heading)).toEqual(['Page /contact', 'Page /about']);
    store.write(draft(contact, '/contact, again', 3000));
    expect(store.list().map((kept) => kept.heading)).toEqual(['Page /about', 'Page /contact, again']);
  });

  it('keeps an entry apart from an entry of the same id in another list', () => {
    const store = createDraftStore<{ title: string }>('/');
    store.write(draft({ file: 'site.yaml', collection: 'facts', name: 'ai' }, 'facts', 1000));
    store.write(draft({ file: 'site.yaml', collection: 'solutions', name: 'ai' }, 'solutions', 2000));
    expect(store.read({ file: 'site.yaml', collection: 'facts', name: 'ai' })?.state).toEqual({ title: 'facts' });
    expect(store.list()).toHaveLength(2);
  });

  it('forgets a draft once removed', () => {
    const store = createDraftStore<{ title: string }>('/');
    store.write(draft(contact, '/contact', 1000));
    store.remove(contact);
    expect(store.read(contact)).toBeUndefined();
    expect(store.list()).toEqual([]);
  });

  it('keeps the drafts of two scopes apart, and ignores what it cannot read', () => {
    createDraftStore<{ title: string }>('/admin/|ana@example.com').write(draft(contact, '/contact', 1000));
    localStorage.setItem('site-editor:unsaved:/:broken', '{');
    localStorage.setItem('another-app', '{}');
    const local = createDraftStore<{ title: string }>('/');
    expect(local.list()).toEqual([]);
    expect(local.read(contact)).toBeUndefined();
    expect(createDraftStore('/admin/|ben@example.com').list()).toEqual([]);
  });

  it('says nothing when the browser refuses to keep it', () => {
    const full = {
      ...localStorage,
      length: 0,
      key: () => null,
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const store = createDraftStore<{ title: string }>('/', full);
    expect(() => store.write(draft(contact, '/contact', 1000))).not.toThrow();
    expect(store.list()).toEqual([]);
  });
});
