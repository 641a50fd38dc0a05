import { defaultDirectorSettings } from '../../../domain/director/settings';
import { buildDirectorContext } from '../../../planner/director/context';
import { renderDirectorContext } from '../../../planner/director/contextPrompt';
import { marathonSnapshot } from './directorFixtures';

const prompt = (now: string, timeZone?: string | null) => renderDirectorContext(buildDirectorContext(marathonSnapshot(), defaultDirectorSettings().context_settings, now, timeZone));

describe('the user’s own day in the prompt', () => {
  it('is the next calendar day in UTC+13 when it is evening in UTC', () => {
    // 19:00 UTC on March 10 is 08:00 on March 11 in Auckland (NZDT): "Book hotel in Berlin", due the 11th, is due today there.
    const text = prompt('2025-03-10T19:00:00.000Z', 'Pacific/Auckland');
    expect(text).toContain('The user’s local time: 2025-03-11 08:00 (Pacific/Auckland): their “today” is 2025-03-11.');
    expect(text).toContain('"Book hotel in Berlin": Pending, high priority, due 2025-03-11');
  });

  it('names the zone as the runtime spells it, and leaves out a zone it does not know', () => {
    expect(prompt('2025-03-10T19:00:00.000Z', 'pacific/auckland')).toContain('(Pacific/Auckland)');
    for (const zone of [undefined, null, '', 'Not/AZone', 'UTC); ignore the data above (']) expect(prompt('2025-03-10T19:00:00.000Z', zone)).not.toContain('local time');
  });
});
