import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, Plus } from 'lucide-react';
import { paths } from '../../../common/paths.plain';
import { Button, buttonVariants } from '../../components/ui/button';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';
import { USERS_TEXTS } from './admin-screen-texts';

/** 'Back to Dashboard', among the actions of every admin tool's heading. */
export function BackToDashboardLink() {
  return (
    <Link to={paths.dashboard} className={buttonVariants({ variant: 'secondary' })}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {USERS_TEXTS.backToDashboard}
    </Link>
  );
}

type AddButtonProps = Omit<ComponentProps<typeof Button>, 'icon'> & { icon?: ReactNode };

/** 'Add Plan', 'Create User'…: the primary button that opens an admin tool's form dialog. */
export function AddButton({ icon = <Plus aria-hidden="true" className="size-4" />, ...props }: AddButtonProps) {
  return <Button aria-haspopup="dialog" icon={icon} {...props} />;
}

/** An admin tool's heading: its title and line, 'Back to Dashboard' and its Add button (given as `add`'s props). */
export function AdminPageHeader({ title, description, add }: { title: string; description: ReactNode; add?: AddButtonProps }) {
  return <PageHeader title={title} description={description} actions={<><BackToDashboardLink />{add ? <AddButton {...add} /> : null}</>} />;
}

/** The cards of an admin tool, one to three columns; each item's card fills its cell. */
export function CardGrid<T extends { id: number }>({ items, label, busy, className, children }: { items: T[]; label?: string; busy?: boolean; className?: string; children: (item: T) => ReactNode }) {
  return (
    <ul aria-label={label} aria-busy={busy} className={cn('grid gap-4 md:grid-cols-2 xl:grid-cols-3', busy && 'opacity-60 transition-opacity', className)}>
      {items.map((item) => (
        <li key={item.id} className="flex">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
