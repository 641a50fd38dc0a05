import { useEffect, useRef, type ComponentProps } from 'react';
import { JobStatusBadge } from './JobStatusBadge';

/**
 * A wizard's planning badge, scrolled into view when it appears, when the job's state changes
 * and when more generated titles arrive. The user pressed Generate at the foot of a long step,
 * where the badge would open below the fold under the dialog's sticky buttons; the bottom
 * scroll margin keeps it clear of them.
 */
export function JobStatusInView(props: ComponentProps<typeof JobStatusBadge>) {
  const box = useRef<HTMLDivElement>(null);
  const { status, partialItems = [] } = props;
  useEffect(() => {
    if (status !== 'idle') box.current?.scrollIntoView?.({ block: 'nearest' });
  }, [status, partialItems.length]);
  if (status === 'idle') return null;
  return (
    <div ref={box} className="scroll-mb-24">
      <JobStatusBadge {...props} />
    </div>
  );
}
