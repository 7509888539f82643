import type { AdminPlanRequest } from '../../../common/plan-requests';
import { RefusalAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { InlineLoading } from '../../components/ui/inline-loading';
import { RowHeader, Table, TableBody, TableHead, Td, Th, Tr } from '../../components/ui/table';
import { toast } from '../../components/ui/toaster';
import { formatZoned } from '../../lib/zoned-time';
import { PLAN_REQUESTS_TEXTS as T } from './admin-screen-texts';
import { DashboardCard } from './dashboard-card';
import { DismissPlanRequest } from './dismiss-plan-request';
import { useGivePlanRequest, usePlanRequests } from './api/plan-requests';

/**
 * The dashboard's Plan requests (issue #38): who asked for which plan on /pricing and when, with
 * 'Give plan' (the Tiers page's assignment, audited) and 'Dismiss' beside each.
 */
export function PlanRequestsCard() {
  const requests = usePlanRequests();
  let content;
  if (requests.data) {
    content =
      requests.data.length === 0 ? (
        <EmptyState>{T.empty}</EmptyState>
      ) : (
        <Table label={T.title}>
          <TableHead>
            <Th>{T.person}</Th>
            <Th>{T.plan}</Th>
            <Th>{T.asked}</Th>
            <Th className="text-right">{T.actions}</Th>
          </TableHead>
          <TableBody>
            {requests.data.map((request) => (
              <RequestRow key={request.id} request={request} />
            ))}
          </TableBody>
        </Table>
      );
  } else if (requests.error) {
    content = <RefusalAlert error={requests.error} failed={T.failed} />;
  } else {
    content = <InlineLoading announce />;
  }
  return (
    <DashboardCard id="dashboard-plan-requests" title={T.title} intro={T.intro} className="mt-6">
      {content}
    </DashboardCard>
  );
}

function RequestRow({ request }: { request: AdminPlanRequest }) {
  const give = useGivePlanRequest();
  return (
    <Tr>
      <RowHeader className="wrap-anywhere">
        <span className="block">{request.username}</span>
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{request.email}</span>
      </RowHeader>
      <Td label={T.plan} className="wrap-anywhere">
        <span className="block">{request.planName}</span>
        <span className="block text-xs text-slate-600 dark:text-slate-400">{T.lists(request.maxlist)}</span>
      </Td>
      <Td label={T.asked}>{formatZoned(request.createdAt)}</Td>
      <Td actions>
        <div className="flex flex-wrap items-center justify-end gap-2">
          <Button
            size="sm"
            pending={give.isPending}
            aria-label={T.giveNamed(request.planName, request.username)}
            onClick={() => {
              give.mutate(request.id, {
                onSuccess: () => {
                  toast.success(T.given(request.planName, request.username));
                },
              });
            }}
          >
            {T.give}
          </Button>
          <DismissPlanRequest request={request} />
        </div>
        <RefusalAlert error={give.error} failed={T.giveFailed} className="mt-2" />
      </Td>
    </Tr>
  );
}
