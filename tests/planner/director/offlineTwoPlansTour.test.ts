import { offlineDirectorAnswer } from '../../../planner/director/offlineDirector';
import { directorInput, studiesAndMoveSnapshot } from './directorFixtures';
import { expectAnswer } from './answerChecks';

/**
 * Questions a person types over the two plans, short and sloppy as typed in a chat, each answered
 * from the plan, not with the introduction or the whole plan.
 */
const studies = (message: string) => offlineDirectorAnswer(directorInput(message, { data: studiesAndMoveSnapshot() }));
const marathon = (message: string) => offlineDirectorAnswer(directorInput(message));
const INTRO = "I'm The Director, working offline";

describe('offline Director on what to do now', () => {
  it.each(['what now', 'what do i do now', 'ok what now?', 'what should i do now'])('answers "%s" with the focus', (question) => {
    expectAnswer(marathon(question), ['### Focus for today'], [INTRO]);
  });
});

describe('offline Director on what is left of one part of the plan', () => {
  it.each([
    ['whats left for the thesis', '### Mission: Write the thesis'],
    ['how many todos are left in the visa?', '### Mission: Get the residence visa'],
  ])('answers "%s" about that part alone', (question, heading) => {
    expectAnswer(studies(question), [heading], ['### Your plan in numbers']);
  });

  it('still counts the whole plan when no part is named', () => {
    expect(studies('how many todos are left?')).toContain('### Your plan in numbers');
  });
});

describe('offline Director on when a named thing must be done', () => {
  it('answers "when do i need to book the consulate" with that todo\'s due date', () => {
    expectAnswer(studies('when do i need to book the consulate'), ['### Todo: Book the consulate appointment', '**Book the consulate appointment** is due in 8 days (2025-03-18)']);
  });

  it.each([
    ['when is the thesis due?', '### Mission: Write the thesis', 'The last of its open todos is due 2025-05-20 (**Write the first draft**)'],
    ['when is the move due', '### Odyssey: Move to Lisbon', 'The last of its open todos is due 2025-03-25 (**Fill in the visa application form**)'],
  ])('answers "%s" with the due dates of its todos', (question, heading, last) => {
    expectAnswer(studies(question), [heading, last]);
  });

  it('says which open todo of a mission is due first, and that it is overdue', () => {
    expect(studies('when is the thesis due?')).toContain('The first is **Write the literature review**, 5 days overdue (due 2025-03-05)');
  });
});

describe('offline Director on what one todo waits for', () => {
  it("answers \"whats the hotel waiting on\" about the hotel, not every todo's waits", () => {
    expectAnswer(marathon('whats the hotel waiting on'), ['### Todo: Book hotel in Berlin']);
  });

  it('answers "what is the visa form waiting for" with what it waits for', () => {
    expectAnswer(studies('what is the visa form waiting for?'), ['### Todo: Fill in the visa application form', 'It waits for **Book the consulate appointment**']);
  });
});

describe('offline Director on a part of the plan asked about loosely', () => {
  it('answers "is the visa gonna be ok" about the visa mission', () => {
    expectAnswer(studies('is the visa gonna be ok'), ['### Mission: Get the residence visa'], [INTRO]);
  });

  it('finds "Revise ecology" by "the ecology revision"', () => {
    expectAnswer(studies('can i drop the ecology revision'), ['### Todo: Revise ecology', 'Whether to drop it is your call']);
  });
});

describe('offline Director on short forms of time and goals', () => {
  it.each(['what should i work on tmrw', 'what should i do tmr'])('answers "%s" with the focus for tomorrow', (question) => {
    expect(studies(question)).toContain('### Focus for tomorrow');
  });

  it("answers \"what's due tmrw\" with what is due tomorrow", () => {
    expect(studies("what's due tmrw")).toContain('### Due tomorrow (2025-03-11)');
  });

  it.each(['what are my goals', 'list my goals'])('answers "%s" with the odysseys', (question) => {
    expectAnswer(studies(question), ['Move to Lisbon', "Finish my master's degree"], [INTRO]);
  });
});

describe('offline Director on questions typed in few words', () => {
  it('answers "how r things" with the progress summary', () => {
    expect(studies('how r things')).toContain('### Progress summary');
  });

  it('answers "whats happening with the flat" about the apartment mission', () => {
    expect(studies('whats happening with the flat')).toContain('### Mission: Find an apartment');
  });

  it('answers "statistics due?" with that todo\'s due date', () => {
    expect(studies('statistics due?')).toContain('**Revise statistics** is due soon: in 2 days (2025-03-12)');
  });

  it('answers "shortlist done?" about that todo', () => {
    expectAnswer(studies('shortlist done?'), ['### Todo: Shortlist apartment listings', 'Completed']);
  });

  it('still lists what is due for "anything due?"', () => {
    expect(studies('anything due?')).toContain('### Coming up');
  });
});

describe('offline Director reading "how is X" as "how is X going"', () => {
  it.each([
    ['how is school', "### Odyssey: Finish my master's degree"],
    ['hows uni', "### Odyssey: Finish my master's degree"],
    ['How are my studies?', "### Odyssey: Finish my master's degree"],
    ["how's the move", '### Odyssey: Move to Lisbon'],
    ['how is the flat hunt', '### Mission: Find an apartment'],
  ])('answers "%s" about the part of the plan it names', (question, heading) => {
    expectAnswer(studies(question), [heading], [INTRO]);
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
    expectAnswer(marathon(question), ['### Todo: Book hotel in Berlin', '**Book hotel in Berlin** is due soon: tomorrow (2025-03-11)'], ['### Coming up']);
  });

  it.each(["when's the visa appointment?", 'when is the visa appointment', 'visa appointment due when'])('finds the todo a name shares with its mission: "%s"', (question) => {
    expectAnswer(studies(question), ['### Todo: Book the consulate appointment', '**Book the consulate appointment** is due in 8 days (2025-03-18)'], [INTRO]);
  });

  it('says a named todo is overdue when it is', () => {
    expectAnswer(studies('when was the literature review due?'), ['### Todo: Write the literature review', 'overdue']);
  });

  it('still lists what is coming up when no one thing is named', () => {
    expect(studies('when is my next deadline?')).toContain('### Coming up');
    expect(marathon("what's due this week")).toContain('### Due in the next 7 days');
  });
});

describe('offline Director on everyday lists and choices', () => {
  it.each(['what todos do i have', "what's on my plate"])('answers "%s" with the open todos', (question) => {
    expect(marathon(question)).toContain('### Your open todos');
  });

  it.each(['hotel or shoes', 'the tax return or the hotel?'])('answers "%s" by putting the two todos in order', (question) => {
    expect(marathon(question)).toContain('### Which first');
  });

  it('still reads "should I drop the gels or the shoes?" as no order question', () => {
    expect(marathon('should I drop the gels or the shoes?')).not.toContain('### Which first');
  });

  it.each(['is there anything i can skip', 'anything i could drop?'])('answers "%s" with the candidates to let go', (question) => {
    expect(marathon(question)).toContain('### What could give');
  });
});

describe('offline Director on a request for news', () => {
  it.each([
    ['update on the thesis?', '### Mission: Write the thesis'],
    ['any update on the visa', '### Mission: Get the residence visa'],
  ])('answers "%s" about that part, not as a change to make', (question, heading) => {
    expectAnswer(studies(question), [heading], ["I can't make changes"]);
  });

  it('still reads "update the thesis due date" as a change', () => {
    expect(studies('update the thesis due date')).toContain("I can't make changes");
  });
});
