import { useState } from 'react';
import type { RefObject } from 'react';
import { Plus } from 'lucide-react';
import type { AdminPostRow } from '../../../../common/blog';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { QueryState } from '../../../components/ui/query-state';
import { SearchInput } from '../../../components/ui/search-input';
import { SectionHeading } from '../../../components/ui/section-heading';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeletePost } from './api/delete-post';
import { useAdminPosts } from './api/get-admin-posts';
import { BLOG_SCREEN_TEXTS } from './blog-screen-texts';
import { RowActionsCell } from './row-actions';
import { PostStateBadges, isOnBlog } from './status-badge';
import { paths } from '../../../../common/paths.plain';
import { formatDate } from '../../../lib/format-date';
import { ExternalLink } from 'lucide-react';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../../components/ui/table';

/**
 * Posts (spec §2): Title, Author, Status, Tags ('No tags') and Edit/Delete, every status included;
 * the search looks in titles and contents on the server, as you type. Add and Edit open the post form.
 */
export function PostsSection({
  onAdd,
  onEdit,
  onDeleted,
  addRef,
}: {
  onAdd: () => void;
  onEdit: (post: AdminPostRow) => void;
  onDeleted: (post: AdminPostRow) => void;
  addRef: RefObject<HTMLButtonElement | null>;
}) {
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim());
  const posts = useAdminPosts(search);
  const [deleting, setDeleting] = useState<AdminPostRow | null>(null);
  const remove = useDeletePost();

  return (
    <section aria-labelledby="blog-posts-heading" className="space-y-4">
      <SectionHeading
        id="blog-posts-heading"
        title={BLOG_SCREEN_TEXTS.posts}
        actions={
          <Button ref={addRef} icon={<Plus aria-hidden="true" className="size-4" />} onClick={onAdd}>
            {BLOG_SCREEN_TEXTS.addPost}
          </Button>
        }
      />
      <div className="w-full sm:max-w-sm">
        <SearchInput label={BLOG_SCREEN_TEXTS.searchPosts} value={searchText} onChange={setSearchText} />
      </div>
      <QueryState query={posts} failed={BLOG_SCREEN_TEXTS.fetchPostsFailed} errorFirst>
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState>{search ? BLOG_SCREEN_TEXTS.noPostsMatch(search) : BLOG_SCREEN_TEXTS.noPosts}</EmptyState>
          ) : (
            <Table label={BLOG_SCREEN_TEXTS.postsTable} busy={posts.isPlaceholderData}>
              <TableHead>
                <Th>{BLOG_SCREEN_TEXTS.title}</Th>
                <Th>{BLOG_SCREEN_TEXTS.author}</Th>
                <Th>{BLOG_SCREEN_TEXTS.status}</Th>
                <Th>{BLOG_SCREEN_TEXTS.date}</Th>
                <Th>{BLOG_SCREEN_TEXTS.tags}</Th>
                <Th className="text-right">{BLOG_SCREEN_TEXTS.actions}</Th>
              </TableHead>
              <TableBody>
                {rows.map((post) => (
                  <Tr key={post.id}>
                    <RowHeader className="md:min-w-48">
                      <span className="block break-words">{post.title}</span>
                      <span className="mt-0.5 block font-mono text-xs font-normal break-all text-slate-500 dark:text-slate-400">/{post.slug}</span>
                    </RowHeader>
                    <Td label={BLOG_SCREEN_TEXTS.author} className="whitespace-nowrap">{post.authorName ?? BLOG_SCREEN_TEXTS.noAuthor}</Td>
                    <Td label={BLOG_SCREEN_TEXTS.status}>
                      <PostStateBadges post={post} />
                      {/* On the blog, or (a draft, a scheduled or private post) previewed at its own address. */}
                      <a
                        href={paths.blogPost(post.slug)}
                        target="_blank"
                        rel="noopener"
                        aria-label={isOnBlog(post) ? BLOG_SCREEN_TEXTS.viewOnBlog(post.title) : BLOG_SCREEN_TEXTS.previewPost(post.title)}
                        className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-indigo-700 hover:underline dark:text-indigo-300"
                      >
                        {isOnBlog(post) ? BLOG_SCREEN_TEXTS.viewOnBlogShort : BLOG_SCREEN_TEXTS.previewShort}
                        <ExternalLink aria-hidden="true" className="size-3" />
                      </a>
                    </Td>
                    <Td label={BLOG_SCREEN_TEXTS.date} className="whitespace-nowrap">
                      {post.publishDate ? <time dateTime={post.publishDate}>{formatDate(post.publishDate)}</time> : BLOG_SCREEN_TEXTS.noDate}
                    </Td>
                    <Td label={BLOG_SCREEN_TEXTS.tags} className="min-w-32">
                      {post.tags.length === 0 ? (
                        <span className="text-slate-500 dark:text-slate-400">{BLOG_SCREEN_TEXTS.noTags}</span>
                      ) : (
                        <ul aria-label={BLOG_SCREEN_TEXTS.tags} className="flex flex-wrap gap-1">
                          {post.tags.map((tag) => (
                            <li key={tag.id}>
                              <Badge tone="indigo">{tag.name}</Badge>
                            </li>
                          ))}
                        </ul>
                      )}
                    </Td>
                    <RowActionsCell
                      name={post.title}
                      editOpensDialog={false}
                      onEdit={() => {
                        onEdit(post);
                      }}
                      onDelete={() => {
                        remove.reset();
                        setDeleting(post);
                      }}
                    />
                  </Tr>
                ))}
              </TableBody>
            </Table>
          )
        }
      </QueryState>
      {deleting ? (
        <ConfirmDialog
          title={BLOG_SCREEN_TEXTS.deletePost}
          message={BLOG_SCREEN_TEXTS.deletePostConfirm(deleting.title)}
          cancelLabel={BLOG_SCREEN_TEXTS.cancel}
          confirmLabel={BLOG_SCREEN_TEXTS.delete}
          request={remove}
          failed={BLOG_SCREEN_TEXTS.deletePostFailed}
          fallbackFocusRef={addRef}
          onClose={() => {
            setDeleting(null);
          }}
          onConfirm={() => {
            remove.mutate(deleting.id, {
              onSuccess: () => {
                setDeleting(null);
                onDeleted(deleting);
              },
            });
          }}
        />
      ) : null}
    </section>
  );
}
