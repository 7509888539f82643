import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { BLOG_TEXTS } from '../../../../common/blog-texts';
import type { Tag } from '../../../../common/blog';
import { Alert } from '../../../components/ui/alert';
import { buttonVariants } from '../../../components/ui/button';
import { LoadingState } from '../../../components/ui/loading-state';
import { errorReason } from '../../../lib/field-errors';
import { useDeleteTag } from './api/delete-tag';
import { useBlogTags } from './api/get-blog-tags';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { RowActions } from './row-actions';
import { SectionHeader } from './section-header';
import { EmptyState, RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from './table';
import { TagFormDialog } from './tag-form-dialog';

type Editing = { mode: 'add' } | { mode: 'edit'; tag: Tag } | { mode: 'delete'; tag: Tag } | null;

/** Tags (spec §2): Name, Slug and Edit/Delete; 'Add Tag'. */
export function TagsSection() {
  const tags = useBlogTags();
  const [editing, setEditing] = useState<Editing>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const remove = useDeleteTag();
  const close = () => {
    setEditing(null);
  };
  function open(next: Editing) {
    remove.reset();
    setEditing(next);
  }

  let content: ReactNode;
  if (tags.data) {
    content =
      tags.data.length === 0 ? (
        <EmptyState>{BLOG_SCREEN_TEXTS.noTagsYet}</EmptyState>
      ) : (
        <Table label={BLOG_SCREEN_TEXTS.tagsTable}>
          <TableHead>
            <Th>{BLOG_SCREEN_TEXTS.name}</Th>
            <Th>{BLOG_SCREEN_TEXTS.slug}</Th>
            <Th className="text-right">{BLOG_SCREEN_TEXTS.actions}</Th>
          </TableHead>
          <TableBody>
            {[...tags.data]
              .sort((a, b) => a.name.localeCompare(b.name))
              .map((tag) => (
                <Tr key={tag.id}>
                  <RowHeader className="break-words">{tag.name}</RowHeader>
                  <Td label={BLOG_SCREEN_TEXTS.slug} className="font-mono text-xs break-all">{tag.slug}</Td>
                  <Td actions>
                    <RowActions
                      name={tag.name}
                      onEdit={() => {
                        open({ mode: 'edit', tag });
                      }}
                      onDelete={() => {
                        open({ mode: 'delete', tag });
                      }}
                    />
                  </Td>
                </Tr>
              ))}
          </TableBody>
        </Table>
      );
  } else if (tags.error) {
    content = <Alert>{BLOG_SCREEN_TEXTS.fetchTagsFailed(errorReason(tags.error))}</Alert>;
  } else {
    content = <LoadingState />;
  }

  return (
    <section aria-labelledby="blog-tags-heading" className="space-y-4">
      <SectionHeader headingId="blog-tags-heading" title={BLOG_SCREEN_TEXTS.tags}>
        <button
          ref={addRef}
          type="button"
          aria-haspopup="dialog"
          className={buttonVariants()}
          onClick={() => {
            open({ mode: 'add' });
          }}
        >
          <Plus aria-hidden="true" className="size-4" />
          {BLOG_SCREEN_TEXTS.addTag}
        </button>
      </SectionHeader>
      {content}
      {editing?.mode === 'add' ? <TagFormDialog onClose={close} onDone={close} /> : null}
      {editing?.mode === 'edit' ? <TagFormDialog tag={editing.tag} onClose={close} onDone={close} /> : null}
      {editing?.mode === 'delete' ? (
        <ConfirmDeleteDialog
          title={BLOG_SCREEN_TEXTS.deleteTag}
          question={BLOG_SCREEN_TEXTS.deleteTagConfirm(editing.tag.name)}
          error={remove.error ? BLOG_TEXTS.deleteTagFailed(errorReason(remove.error)) : null}
          pending={remove.isPending}
          fallbackFocusRef={addRef}
          onClose={close}
          onConfirm={() => {
            remove.mutate(editing.tag.id, { onSuccess: close });
          }}
        />
      ) : null}
    </section>
  );
}
