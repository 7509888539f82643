import { useEffect, useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/page-container';
import { toast } from '../../../components/ui/toaster';
import { PageHeader } from '../../../components/ui/page-header';
import { cn } from '../../../lib/cn';
import { usePageTitle } from '../../../lib/use-page-title';
import { BackToDashboardLink } from '../page-actions';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { CategoriesSection } from './categories-section';
import { PostEditor } from './post-editor';
import { PostsSection } from './posts-section';
import { TagsSection } from './tags-section';

const SECTIONS = ['posts', 'categories', 'tags'] as const;
type Section = (typeof SECTIONS)[number];
const SECTION_LABELS: Record<Section, string> = { posts: BLOG_SCREEN_TEXTS.posts, categories: BLOG_SCREEN_TEXTS.categories, tags: BLOG_SCREEN_TEXTS.tags };

function sectionOf(value: string | null): Section {
  return SECTIONS.find((section) => section === value) ?? 'posts';
}

/** `?post=new` (a new post) or `?post=12`; anything else: no post form. */
function postOf(value: string | null): { id: number | null } | null {
  if (value === 'new') return { id: null };
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? { id: Number(value) } : null;
}

/** Set on the history entry of a post form opened from the table: closing it goes back there. */
type OpenedFromList = { openedFromList: true };
function isOpenedFromList(state: unknown): state is OpenedFromList {
  return typeof state === 'object' && state !== null && 'openedFromList' in state;
}

/**
 * /dashboard/blog (spec §2 "Admin: blog management"): posts, categories and tags as three tabs,
 * the chosen one in the address (`?section=`), the post form too (`?post=new`, `?post=12`), so Back
 * and a reload keep the place.
 */
export default function BlogManagement() {
  usePageTitle(BLOG_SCREEN_TEXTS.blogManagement);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const section = sectionOf(params.get('section'));
  const editing = section === 'posts' ? postOf(params.get('post')) : null;
  const addPostRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const editorOpen = editing !== null;
  const wasOpen = useRef(editorOpen);

  // Back from the post form, the focus returns to the button that opened it (still in the table).
  useEffect(() => {
    if (wasOpen.current && !editorOpen) {
      const opener = openerRef.current;
      (opener?.isConnected ? opener : addPostRef.current)?.focus();
      openerRef.current = null;
    }
    wasOpen.current = editorOpen;
  }, [editorOpen]);

  function show(next: Section) {
    setParams(next === 'posts' ? {} : { section: next }, { replace: true });
  }

  function openPost(id: number | null) {
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const state: OpenedFromList = { openedFromList: true };
    void navigate({ search: `?post=${id === null ? 'new' : String(id)}` }, { state });
  }

  function closePost() {
    if (isOpenedFromList(location.state)) {
      void navigate(-1);
    } else {
      setParams({}, { replace: true });
    }
  }

  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader title={BLOG_SCREEN_TEXTS.blogManagement} description={BLOG_SCREEN_TEXTS.subtitle} actions={<BackToDashboardLink />} />

      {editing ? (
        <div className="mt-8">
          <PostEditor
            postId={editing.id}
            onClose={closePost}
            onSaved={(saved) => {
              toast.success(BLOG_SCREEN_TEXTS.postSaved(saved.title));
              closePost();
            }}
          />
        </div>
      ) : null}

      {/* Hidden, not gone, while the post form is open: the table keeps its search and its buttons. */}
      <div hidden={editorOpen} className="mt-8">
        <Tabs current={section} onChange={show} />
        <div role="tabpanel" id={`blog-panel-${section}`} aria-labelledby={`blog-tab-${section}`} className="mt-6">
          {section === 'posts' ? (
            <PostsSection
              addRef={addPostRef}
              onAdd={() => {
                openPost(null);
              }}
              onEdit={(post) => {
                openPost(post.id);
              }}
              onDeleted={(post) => {
                toast.success(BLOG_SCREEN_TEXTS.postDeleted(post.title));
              }}
            />
          ) : null}
          {section === 'categories' ? <CategoriesSection /> : null}
          {section === 'tags' ? <TagsSection /> : null}
        </div>
      </div>
    </PageContainer>
  );
}

/** The three sections as tabs (the ARIA tabs pattern: one Tab stop, arrow keys move and show). */
function Tabs({ current, onChange }: { current: Section; onChange: (section: Section) => void }) {
  const refs = useRef<Partial<Record<Section, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = SECTIONS.indexOf(current);
    const last = SECTIONS.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const section = SECTIONS[next] ?? 'posts';
    onChange(section);
    refs.current[section]?.focus();
  }

  return (
    <div role="tablist" aria-label={BLOG_SCREEN_TEXTS.sections} onKeyDown={onKeyDown} className="flex gap-1 overflow-x-auto border-b border-slate-200 dark:border-slate-800">
      {SECTIONS.map((section) => {
        const selected = section === current;
        return (
          <button
            key={section}
            ref={(element) => {
              refs.current[section] = element;
            }}
            type="button"
            role="tab"
            id={`blog-tab-${section}`}
            aria-selected={selected}
            aria-controls={selected ? `blog-panel-${section}` : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => {
              onChange(section);
            }}
            className={cn(
              '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
              selected
                ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                : 'border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:text-slate-400 dark:hover:border-slate-600 dark:hover:text-white',
            )}
          >
            {SECTION_LABELS[section]}
          </button>
        );
      })}
    </div>
  );
}
