import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DialogName } from '../../generated/site-types';
import { DialogLauncherContext } from '../../ui/dialog-launcher';
import type { SiteShell } from '../../site/shell/site-shell';

// Every page's shell holds the meeting dialog: its content (the scheduler among it) loads on first open.
const MeetingDialog = lazy(() => import('./meeting-dialog'));

/** The dialogs site.yaml's buttons open by name; one is open at a time. Each loads its code when first opened. */
export function SiteDialogs({ site, children }: { site: SiteShell; children: ReactNode }) {
  const [openName, setOpenName] = useState<DialogName | null>(null);
  const [meetingUsed, setMeetingUsed] = useState(false);
  if (openName === 'meeting' && !meetingUsed) setMeetingUsed(true);
  const close = () => setOpenName(null);
  const dialogs = site.dialogs;
  return (
    <DialogLauncherContext value={setOpenName}>
      {children}
      {dialogs && meetingUsed && (
        <Suspense fallback={null}>
          <MeetingDialog
            open={openName === 'meeting'}
            onClose={close}
            texts={dialogs.meeting}
            settings={site.settings}
          />
        </Suspense>
      )}
    </DialogLauncherContext>
  );
}
