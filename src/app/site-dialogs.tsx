import { useState, type ReactNode } from 'react';
import type { DialogName } from '../generated/site-types';
import { DialogLauncherContext } from '../ui/dialog-launcher';
import { MeetingDialog } from './dialogs/meeting-dialog';
import type { SiteShell } from '../site/site-shell';

/** The dialogs site.yaml's buttons open by name; one is open at a time. Each loads its code when first opened. */
export function SiteDialogs({ site, children }: { site: SiteShell; children: ReactNode }) {
  const [openName, setOpenName] = useState<DialogName | null>(null);
  const close = () => setOpenName(null);
  const dialogs = site.dialogs;
  return (
    <DialogLauncherContext value={setOpenName}>
      {children}
      {dialogs && <MeetingDialog open={openName === 'meeting'} onClose={close} texts={dialogs.meeting} settings={site.settings} />}
    </DialogLauncherContext>
  );
}
