import { TEAM_TEXTS } from '../../../common/teams';
import { useWorkspaces } from '../../api/workspaces';

/**
 * Which workspaces a plan covers (issue #22): my personal one, and the teams whose lists count
 * toward my plan. Nothing while my workspaces are unknown.
 */
export function PlanCoversLine({ className }: { className?: string }) {
  const { data } = useWorkspaces();
  if (!data) return null;
  const billed = data.workspaces.filter((workspace) => !workspace.personal && workspace.billedToMe).map((workspace) => workspace.name);
  return (
    <p className={className ?? 'mx-auto mt-4 max-w-2xl text-center text-sm text-slate-600 dark:text-slate-400'}>
      {billed.length === 0 ? TEAM_TEXTS.planCoversPersonal : TEAM_TEXTS.planCovers(billed.join(', '))}
    </p>
  );
}
