import type { ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../components/ui/button';

/**
 * A CSV export's button (all lists, the selected ones): busy while the file is made, never
 * disabled, since a disabled button would drop the keyboard focus mid-download.
 */
export function ExportButton({ busy, onExport, children }: { busy: boolean; onExport: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" busy={busy} icon={<Download aria-hidden="true" className="size-4" />} onClick={onExport}>
      {children}
    </Button>
  );
}
