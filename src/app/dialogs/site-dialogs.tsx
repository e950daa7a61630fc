import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { DialogName } from '#generated/site-types';
import { DialogLauncherContext } from '#ui/controls/dialog-launcher';
import { preloadWhenIdle } from '#ui/idle/preload-when-idle';
import type { SiteShell } from '#site/shell/site-shell';

// Every page's shell holds the meeting dialog: its code (the scheduler's among it) loads once the page is
// idle, out of the first load, so the first Book a Meeting opens it at once; the scheduler starts on open.
const loadMeetingDialog = () => import('./meeting-dialog');
const MeetingDialog = lazy(loadMeetingDialog);
preloadWhenIdle(loadMeetingDialog);

/** The dialogs site.yaml's buttons open by name; one is open at a time. Each mounts when first opened. */
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
