import type { Tag } from '../../../../common/blog';
import { errorReason } from '../../../lib/field-errors';
import { useDeleteTag } from './api/delete-tag';
import { useBlogTags } from './api/get-blog-tags';
import { BlogListSection } from './blog-list-section';
import { BLOG_SCREEN_TEXTS, BLOG_SECTION_TEXTS } from './blog-screen-texts';
import { RowHeader, Td, Th } from '../../../components/ui/table';
import { TagFormDialog } from './tag-form-dialog';

/** Tags (spec §2): Name, Slug and Edit/Delete; 'Add Tag'. */
export function TagsSection() {
  const tags = useBlogTags();
  const remove = useDeleteTag();
  return (
    <BlogListSection
      sectionKey="tags"
      texts={BLOG_SECTION_TEXTS.tags}
      query={tags}
      columns={
        <>
          <Th>{BLOG_SCREEN_TEXTS.name}</Th>
          <Th>{BLOG_SCREEN_TEXTS.slug}</Th>
        </>
      }
      order={(items) => [...items].sort((a, b) => a.name.localeCompare(b.name))}
      cells={(tag) => (
        <>
          <RowHeader className="break-words">{tag.name}</RowHeader>
          <Td label={BLOG_SCREEN_TEXTS.slug} className="font-mono text-xs break-all">{tag.slug}</Td>
        </>
      )}
      form={(tag: Tag | undefined, close) => <TagFormDialog tag={tag} onClose={close} onDone={close} />}
      remove={remove}
      deleteFailed={(error) => BLOG_SCREEN_TEXTS.deleteTagFailed(errorReason(error))}
    />
  );
}
