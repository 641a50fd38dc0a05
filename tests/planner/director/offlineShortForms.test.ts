import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, studiesAndMoveSnapshot } from './directorFixtures';

/** Questions typed short, as people type them in a chat: each answered as the long form would be. */
const studies = (message: string) => offlineDirectorAnswer(directorInput(message, { data: studiesAndMoveSnapshot() }));
const marathon = (message: string) => offlineDirectorAnswer(directorInput(message));
const INTRO = "I'm The Director, working offline";

describe('offline Director reading "how is X" as "how is X going"', () => {
  it.each([
    ['how is school', "### Odyssey: Finish my master's degree"],
    ['hows uni', "### Odyssey: Finish my master's degree"],
    ['How are my studies?', "### Odyssey: Finish my master's degree"],
    ["how's the move", '### Odyssey: Move to Lisbon'],
    ['how is the flat hunt', '### Mission: Find an apartment'],
  ])('answers "%s" about the part of the plan it names', (question, heading) => {
    const text = studies(question);
    expect(text).toContain(heading);
    expect(text).not.toContain(INTRO);
  });

  it.each(['how are things', 'how is everything?', 'hows my plan'])('answers "%s" with the progress summary', (question) => {
    expect(studies(question)).toContain('### Progress summary');
  });

  it('still meets "how are you" as small talk, not as a question about the plan', () => {
    expect(studies('how are you')).not.toContain('### Progress summary');
  });
});

describe('offline Director answering when one named todo is due', () => {
  it.each(["hotel's due when?", 'when is the hotel due', "when's the hotel?", 'hotel due when'])('answers "%s" with the hotel\'s due date', (question) => {
    const text = marathon(question);
    expect(text).toContain('### Todo: Book hotel in Berlin');
    expect(text).toContain('**Book hotel in Berlin** is due soon: tomorrow (2025-03-11)');
    expect(text).not.toContain('### Coming up');
  });

  it.each(["when's the visa appointment?", 'when is the visa appointment', 'visa appointment due when'])('finds the todo a name shares with its mission: "%s"', (question) => {
    const text = studies(question);
    expect(text).toContain('### Todo: Book the consulate appointment');
    expect(text).toContain('**Book the consulate appointment** is due in 8 days (2025-03-18)');
    expect(text).not.toContain(INTRO);
  });

  it('says a named todo is overdue when it is', () => {
    const text = studies('when was the literature review due?');
    expect(text).toContain('### Todo: Write the literature review');
    expect(text).toContain('overdue');
  });

  it('still lists what is coming up when no one thing is named', () => {
    expect(studies('when is my next deadline?')).toContain('### Coming up');
    expect(marathon("what's due this week")).toContain('### Due in the next 7 days');
  });
});
