import { useState } from 'react';
import { ExternalLink, TriangleAlert } from 'lucide-react';
import { xIntentUrl, xPostId } from '../../../common/compose.plain';
import { TextField } from '../../components/ui/text-field';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { CopyButton } from '../../components/ui/copy-button';
import { useCopy } from '../../lib/use-copy';
import { COMPOSER_SCREEN_TEXTS } from './compose-screen-texts';
import { SHARED_TEXTS } from '../../components/shared-texts';
import type { ComposeResult } from '../../../common/compose.plain';

/**
 * The posts ready for X, each with Copy and Post on X, and a warning where it mentions too many.
 * Once the host pastes the address of the first post, the next parts open as replies to it (issue
 * #36: X's intent takes `in_reply_to`), so a long announcement reads as one thread.
 */
export function ComposedPosts({ result, mentionWarning }: { result: ComposeResult; mentionWarning: number }) {
  const { copied, error, copy } = useCopy();
  const [firstAddress, setFirstAddress] = useState('');
  const firstPostId = xPostId(firstAddress);
  const addressError = firstAddress.trim() !== '' && firstPostId === null ? COMPOSER_SCREEN_TEXTS.firstPostAddressInvalid : undefined;
  return (
    <>
      {error ? <Alert>{SHARED_TEXTS.copyFailed(error)}</Alert> : null}
      {!result.ok ? (
        <Alert>{COMPOSER_SCREEN_TEXTS.messageTooLong(result.weightedLength)}</Alert>
      ) : result.posts.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{COMPOSER_SCREEN_TEXTS.noPosts}</p>
      ) : (
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{COMPOSER_SCREEN_TEXTS.postsHeading(result.posts.length)}</h3>
          <ol aria-label="Parts" className="mt-2 space-y-2">
            {result.posts.map((post, index) => {
              const key = `post-${String(index)}`;
              const tooMany = post.mentions > mentionWarning;
              return (
                <li key={key} className="rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700">
                  <div className="mb-1.5 flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium text-slate-700 dark:text-slate-200">
                      {`Part ${String(index + 1)}`}
                      <span className="ml-2 text-xs font-normal text-slate-600 dark:text-slate-400">{COMPOSER_SCREEN_TEXTS.postLength(post.weightedLength)}</span>
                      <span className={cn('ml-2 text-xs font-normal', tooMany ? 'text-amber-700 dark:text-amber-300' : 'text-slate-600 dark:text-slate-400')}>
                        {COMPOSER_SCREEN_TEXTS.postMentions(post.mentions)}
                      </span>
                    </span>
                    <span className="flex flex-wrap items-center gap-2">
                      <CopyButton
                        variant="ghost"
                        label={COMPOSER_SCREEN_TEXTS.copyPart(index + 1)}
                        copied={copied === key}
                        onCopy={() => {
                          void copy(key, post.text);
                        }}
                      />
                      <a
                        href={xIntentUrl(post.text, index > 0 ? (firstPostId ?? undefined) : undefined)}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={COMPOSER_SCREEN_TEXTS.postOnXNamed(index + 1)}
                        className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                      >
                        <ExternalLink aria-hidden="true" className="size-4" />
                        {COMPOSER_SCREEN_TEXTS.postOnX}
                      </a>
                    </span>
                  </div>
                  <p className="break-words whitespace-pre-wrap text-slate-700 dark:text-slate-300">{post.text}</p>
                  {tooMany ? (
                    <p className="mt-2 flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-200">
                      <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      {COMPOSER_SCREEN_TEXTS.tooManyMentions(post.mentions, mentionWarning)}
                    </p>
                  ) : null}
                  {index === 0 && result.posts.length > 1 ? (
                    <TextField
                      className="mt-3"
                      label={COMPOSER_SCREEN_TEXTS.firstPostAddress}
                      hint={firstPostId === null ? COMPOSER_SCREEN_TEXTS.firstPostAddressHint : COMPOSER_SCREEN_TEXTS.repliesTo(result.posts.length)}
                      error={addressError}
                      type="url"
                      inputMode="url"
                      autoComplete="off"
                      spellCheck={false}
                      maxLength={500}
                      placeholder="https://x.com/…/status/…"
                      value={firstAddress}
                      onChange={(event) => {
                        setFirstAddress(event.target.value);
                      }}
                    />
                  ) : null}
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </>
  );
}
