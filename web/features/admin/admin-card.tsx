import { useId } from 'react';
import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card';
import { DeleteButton, EditButton } from '../../components/ui/edit-delete-buttons';

type AdminCardProps = {
  /** Its state at a glance (Badge elements), above its name. */
  badges: ReactNode;
  /** Its name: the card's heading, which names the article. */
  title: string;
  /** h3 under a section's heading (the default); h2 where the cards are the screen's own list. */
  headingLevel?: 2 | 3;
  /** Above everything, edge to edge (an extension's image). */
  media?: ReactNode;
  /** What it says between its name and its actions. */
  children: ReactNode;
  /** Its buttons, at the foot of the card (EditDeleteActions for most). */
  actions: ReactNode;
};

/**
 * One thing on an admin screen (a user, a plan, the free tier, an extension), as an article named
 * by its heading: badges, name, details, and the actions at the foot, level across a row of cards.
 */
export function AdminCard({ badges, title, headingLevel = 3, media, children, actions }: AdminCardProps) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const body = (
    <>
      <div className="flex flex-wrap items-center gap-1.5">{badges}</div>
      <Heading id={headingId} className="mt-3 text-lg font-semibold break-words text-slate-900 dark:text-white">
        {title}
      </Heading>
      {children}
      <div className="mt-auto flex flex-wrap gap-2 pt-5">{actions}</div>
    </>
  );
  if (!media) {
    return (
      <Card as="article" padding="md" aria-labelledby={headingId} className="flex h-full w-full flex-col">
        {body}
      </Card>
    );
  }
  return (
    <Card as="article" padding="none" aria-labelledby={headingId} className="flex h-full w-full flex-col overflow-hidden">
      {media}
      <div className="flex flex-1 flex-col p-5">{body}</div>
    </Card>
  );
}

type EditDeleteTexts = { edit: string; delete: string; editNamed: (name: string) => string; deleteNamed: (name: string) => string };

/** Edit (which opens its dialog) and Delete, each named with the thing's name for a screen reader. */
export function EditDeleteActions({ name, texts, onEdit, onDelete }: { name: string; texts: EditDeleteTexts; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <EditButton aria-haspopup="dialog" aria-label={texts.editNamed(name)} onClick={onEdit}>
        {texts.edit}
      </EditButton>
      <DeleteButton aria-label={texts.deleteNamed(name)} onClick={onDelete}>
        {texts.delete}
      </DeleteButton>
    </>
  );
}
