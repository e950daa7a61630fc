import { useEffect, useMemo, useState } from 'react';
import { api, type Schemas } from '../api/editor-api';
import type { FormContext } from '../forms/form-context';
import { SchemaForm } from '../forms/schema-form';

interface NewCaseStudyProps {
  schemas: Schemas;
  context: FormContext;
  onCreated: (id: string, done: string[]) => void;
  onCancel: () => void;
}

/**
 * Every field a case study needs, empty: the form shows them all, and lists start with one item. Its picture
 * on the listing too: the listing shows every case study added here, and its card needs one.
 */
const STARTER = {
  id: '',
  title: '',
  category: '',
  summary: '',
  intro: '',
  explore: { label: '', href: '' },
  duration: '',
  services: [''],
  results: [{ icon: 'trending-up', title: '', description: '' }],
  logo: { src: '', alt: '', width: 240, height: 80 },
  image: { src: '', alt: '', width: 640, height: 360 },
  website: '',
  websiteName: '',
  technologies: [''],
  challenge: '',
  solution: '',
  testimonial: { author: '', title: '', quote: '' },
};

/** Drops the fields left empty, so the check names each as missing instead of "too short". */
function dropEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(dropEmpty).filter((item) => item !== undefined);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).map(([key, item]) => [key, dropEmpty(item)] as const);
    const kept = entries.filter(([, item]) => item !== undefined);
    return kept.length === 0 ? undefined : Object.fromEntries(kept);
  }
  return value === '' || value === null ? undefined : value;
}

/** A case study in one go: its entry (its page is made from it), listed on /case-studies under its category. */
export function NewCaseStudy({ schemas, context, onCreated, onCancel }: NewCaseStudyProps) {
  const [value, setValue] = useState<Record<string, unknown>>(STARTER);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [categories, setCategories] = useState<string[]>([]);
  const schema = schemas.collections.caseStudies;
  useEffect(() => {
    api
      .file('site.yaml')
      .then(({ data }) => {
        const studies =
          (data as { collections?: { caseStudies?: Array<{ category?: string }> } }).collections?.caseStudies ?? [];
        setCategories([...new Set(studies.map((study) => study.category).filter((c): c is string => !!c))]);
      })
      .catch(() => undefined);
  }, []);
  const ui = useMemo(
    () => ({ category: { 'ui:widget': 'suggest', 'ui:options': { suggestions: categories } } }),
    [categories],
  );

  const submit = async () => {
    setBusy(true);
    setError('');
    try {
      const entry = dropEmpty(value) as Record<string, unknown>;
      const answer = await api.newCaseStudy(entry);
      onCreated(String(entry.id), answer.done);
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };

  return (
    <article className="editor" aria-labelledby="new-case-study-heading">
      <header className="editor__header">
        <div>
          <h2 id="new-case-study-heading">New case study</h2>
          <p className="muted">
            Its page (/case-study/its-id) is made from these fields; it is listed on /case-studies under its category.
          </p>
        </div>
        {/* On a phone, fixed at the bottom of the screen as a page's Save is: in reach after the last field. */}
        <div className="editor__actions editor__save">
          <button type="button" className="button button--ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="button button--primary" onClick={() => void submit()} disabled={busy}>
            {busy ? 'Adding…' : 'Add case study'}
          </button>
        </div>
      </header>
      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}
      {schema ? (
        <SchemaForm
          idPrefix="new-study"
          schema={schema}
          value={value}
          errors={{}}
          context={context}
          uiOverrides={ui}
          onChange={(next) => setValue(next as Record<string, unknown>)}
        />
      ) : (
        <p className="muted">This site has no list of case studies.</p>
      )}
    </article>
  );
}
