import { useMemo } from 'react';
import { Download } from 'lucide-react';
import { correction, generate } from 'lean-qr';
import { toSvgDataURL, toSvgPath } from 'lean-qr/extras/svg';
import { paths } from '../../../common/paths.plain';
import { SHARED_TEXTS } from '../../components/shared-texts';
import { Alert } from '../../components/ui/alert';
import { buttonVariants } from '../../components/ui/button';
import { CopyButton } from '../../components/ui/copy-button';
import { useCopy } from '../../lib/use-copy';
import { GIVEAWAYS_TEXTS } from './giveaways-texts';

const T = GIVEAWAYS_TEXTS.entryShare;

/** The white margin the QR standard asks around a code, in modules: readers find the code by it. */
const QUIET_ZONE = 4;
/** Pixels a module in the downloaded SVG's default size (it scales for print). */
const FILE_SCALE = 10;
/** Dark on white whatever the theme: phone cameras read that, not light on dark. */
const DARK = '#000000';
const LIGHT = '#ffffff';

/** The entry page's full address on this site. */
export function entryPageAddress(giveawayId: string): string {
  return new URL(paths.enter(giveawayId), window.location.origin).toString();
}

/** `spring-giveaway-qr-code.svg` for 'Spring giveaway!': the title's letters and digits. */
export function qrFileName(title: string): string {
  const words = title.normalize('NFKC').toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  const slug = words.join('-').slice(0, 60).replace(/-+$/, '');
  return `${slug || T.fileName}-qr-code.svg`;
}

/**
 * A giveaway's entry page to share (issue #36): its address (selectable, broken anywhere on a
 * narrow screen) with Copy, and its QR code as inline SVG, dark on white in both themes, with
 * 'Download QR code' (an SVG file named after the giveaway, for a poster or a slide).
 * lean-qr is ~4 KB gzipped (decision 028), so it is imported, not lazy-loaded.
 */
export function EntryShare({ giveawayId, title }: { giveawayId: string; title: string }) {
  const { copied, error: copyError, copy } = useCopy();
  const address = entryPageAddress(giveawayId);
  const qr = useMemo(() => {
    // M (15 % of the code may be lost) so a printed code still reads when creased or smudged.
    const code = generate(address, { minCorrectionLevel: correction.M });
    return {
      path: toSvgPath(code),
      side: code.size + 2 * QUIET_ZONE,
      file: toSvgDataURL(code, { on: DARK, off: LIGHT, pad: QUIET_ZONE, scale: FILE_SCALE }),
    };
  }, [address]);

  return (
    <div role="group" aria-label={T.label(title)} className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <svg
        role="img"
        aria-label={T.qrLabel(title)}
        viewBox={`${String(-QUIET_ZONE)} ${String(-QUIET_ZONE)} ${String(qr.side)} ${String(qr.side)}`}
        shapeRendering="crispEdges"
        className="size-40 shrink-0 rounded-lg ring-1 ring-slate-200 dark:ring-slate-700"
      >
        <rect x={-QUIET_ZONE} y={-QUIET_ZONE} width={qr.side} height={qr.side} fill={LIGHT} />
        <path d={qr.path} fill={DARK} />
      </svg>
      <div className="min-w-0 flex-1 space-y-3">
        <dl>
          <dt className="text-sm font-medium text-slate-500 dark:text-slate-400">{T.address}</dt>
          <dd className="mt-1 font-mono text-sm break-all text-slate-900 select-all dark:text-white">{address}</dd>
        </dl>
        <p className="text-sm text-slate-600 dark:text-slate-400">{T.qrHint}</p>
        <div className="flex flex-wrap items-center gap-3">
          <CopyButton label={T.copy} copied={copied === giveawayId} onCopy={() => void copy(giveawayId, address)} />
          <a href={qr.file} download={qrFileName(title)} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <Download aria-hidden="true" className="size-4" />
            {T.download}
          </a>
        </div>
        {copyError ? <Alert>{SHARED_TEXTS.copyFailed(copyError)}</Alert> : null}
      </div>
    </div>
  );
}
