import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Download, KeyRound } from 'lucide-react';
import { EXTENSION_TOKEN_NAME } from '../../../common/extension.plain';
import { paths } from '../../../common/paths.plain';
import { useSession } from '../../api/session';
import { useWorkspaces, workspaceName } from '../../api/workspaces';
import { PageContainer } from '../../components/page-container';
import { Alert, RefusalAlert } from '../../components/ui/alert';
import { Button, buttonVariants } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { InlineLoading } from '../../components/ui/inline-loading';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState } from '../../components/ui/query-state';
import { SectionCard } from '../../components/ui/section-card';
import { useCopy } from '../../lib/use-copy';
import { usePageTitle } from '../../lib/use-page-title';
import { useConnectExtension, useExtensionDownload } from './api/extension';
import { EXTENSION_PAGE_TEXTS as T } from './extension-texts';

const linkClassName = 'font-medium text-indigo-700 underline underline-offset-2 hover:decoration-2 dark:text-indigo-300';

/** A zip's size for people: '26 KB'. */
function formatSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${String(Math.max(1, Math.round(bytes / 1024)))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** /login with the way back here (web/features/auth/next-path.ts reads `next`; a feature does not import another's). */
const SIGN_IN_PATH = `${paths.login}?${new URLSearchParams({ next: paths.extension }).toString()}`;

function Steps({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-3 pl-5 text-sm leading-6 text-slate-700 marker:font-semibold marker:text-indigo-700 dark:text-slate-300 dark:marker:text-indigo-300">{children}</ol>;
}

/**
 * /extension (issue #38): what the browser extension does, its zip as this server built it, how to
 * load it unpacked in Chrome, Edge and Brave, and 'Connect the extension': one read-and-write token
 * for it, shown once with where to paste it. Public: a visitor reads it all and signs in to connect.
 */
export function ExtensionPage() {
  usePageTitle(T.title);
  return (
    <PageContainer className="py-10 sm:py-14">
      <PageHeader variant="public" title={T.heading} description={T.intro} />
      <ul className="mt-6 max-w-3xl list-disc space-y-1.5 pl-5 text-sm leading-6 text-slate-700 dark:text-slate-300">
        {T.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{T.browsers}</p>
      <div className="mt-10 grid max-w-3xl gap-6">
        <DownloadSection />
        <InstallSection />
        <ConnectSection />
      </div>
    </PageContainer>
  );
}

function DownloadSection() {
  const download = useExtensionDownload();
  return (
    <SectionCard title={T.downloadTitle}>
      <QueryState query={download} failed={T.downloadFailed} retry loading={<InlineLoading announce />}>
        {({ download: zip }) =>
          zip ? (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <a href={zip.path} download={zip.fileName} className={buttonVariants()}>
                <Download aria-hidden="true" className="size-4" />
                {T.download}
              </a>
              <span className="text-sm text-slate-600 dark:text-slate-400">{T.downloadDetails(zip.fileName, formatSize(zip.bytes))}</span>
            </div>
          ) : (
            <Alert tone="warning">{T.notBuilt}</Alert>
          )
        }
      </QueryState>
    </SectionCard>
  );
}

function InstallSection() {
  const [unzip, open, developer, load, settings] = T.installSteps;
  return (
    <SectionCard title={T.installTitle}>
      <Steps>
        <li>{unzip}</li>
        <li>
          {open}
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {T.browserPages.map(({ browser, address }) => (
              <div key={browser} className="contents">
                <dt className="font-medium text-slate-900 dark:text-slate-100">{browser}</dt>
                <dd>
                  <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100">{address}</code>
                </dd>
              </div>
            ))}
          </dl>
        </li>
        <li>{developer}</li>
        <li>{load}</li>
        <li>{settings}</li>
      </Steps>
      <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">{T.update}</p>
    </SectionCard>
  );
}

function ConnectSection() {
  const session = useSession();
  let content: ReactNode;
  if (session.isPending) content = <InlineLoading />;
  else if (session.error) content = <Alert>{T.sessionFailed}</Alert>;
  else if (!session.user)
    content = (
      <div className="space-y-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">{T.connectSignedOut}</p>
        <Link to={SIGN_IN_PATH} className={buttonVariants()}>
          {T.signIn}
        </Link>
      </div>
    );
  else content = <Connect />;
  return <SectionCard title={T.connectTitle}>{content}</SectionCard>;
}

function Connect() {
  const connect = useConnectExtension();
  const workspaces = useWorkspaces().data;
  const { copied, error: copyError, copy } = useCopy();
  const created = connect.data;
  const address = window.location.origin;
  const [openSettings, server, token, save] = T.pasteSteps;

  if (!created) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">{T.connectIntro(workspaces ? workspaceName(workspaces.current) : '…')}</p>
        <Button
          pending={connect.isPending}
          onClick={() => {
            connect.mutate();
          }}
        >
          <KeyRound aria-hidden="true" className="size-4" />
          {T.connect}
        </Button>
        <RefusalAlert error={connect.error} />
      </div>
    );
  }

  const { token: secret, apiToken } = created;
  return (
    <div className="space-y-4">
      <div role="status" className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 dark:border-emerald-900/60 dark:bg-emerald-950/30">
        <p className="text-sm font-medium text-emerald-900 dark:text-emerald-200">
          {T.tokenTitle(apiToken.name)}. {T.showOnce}
        </p>
        {apiToken.name === EXTENSION_TOKEN_NAME ? null : <p className="mt-1 text-sm text-emerald-900 dark:text-emerald-200">{T.renamed(apiToken.name)}</p>}
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <input
            readOnly
            aria-label={T.tokenLabel}
            value={secret}
            onFocus={(event) => {
              event.target.select();
            }}
            className="min-w-0 flex-1 basis-64 rounded-lg border border-emerald-300 bg-white px-3 py-2 font-mono text-xs text-slate-900 dark:border-emerald-800 dark:bg-slate-900 dark:text-slate-100"
          />
          <CopyButton label={T.copy} copied={copied === 'token'} onCopy={() => void copy('token', secret)} />
        </div>
      </div>
      <Steps>
        <li>{openSettings}</li>
        <li>
          <span className="mr-2">{server}</span>
          <span className="inline-flex flex-wrap items-center gap-2 align-middle">
            <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-900 select-all dark:bg-slate-800 dark:text-slate-100">{address}</code>
            <CopyButton label={T.copyAddress} copied={copied === 'address'} variant="ghost" onCopy={() => void copy('address', address)} />
          </span>
        </li>
        <li>{token}</li>
        <li>{save}</li>
      </Steps>
      {copyError ? <Alert>{T.copyFailed(copyError)}</Alert> : null}
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {T.manage}{' '}
        <Link to={paths.profile} className={linkClassName}>
          {T.manageLink}
        </Link>
      </p>
    </div>
  );
}
