import { planOf, planner, todoTitlesOf } from '../support/offlinePlans';

/** A plan to get ready for one interview: the company, answers, questions, a rehearsal, the day and the thank-you. */
describe('an interview to prepare for gets an interview plan, not a job search', () => {
  it.each(['Prepare for my job interview next week', 'Ace the interview at Acme on Friday', 'Get ready for a UX designer interview'])(
    'plans "%s" from the research to the thank-you note',
    async (title) => {
      const titles = await todoTitlesOf(title);
      const at = (pattern: RegExp) => titles.findIndex((t) => pattern.test(t));

      expect(at(/^Research the company/)).toBe(0);
      expect(at(/stories for the likely questions/)).toBeGreaterThan(0);
      expect(at(/mock interview/)).toBeGreaterThan(at(/stories for the likely questions/));
      expect(at(/practical side/)).toBeGreaterThan(at(/mock interview/));
      expect(titles.at(-1)).toMatch(/interview.*thank-you/);
      expect(titles.join('\n')).toMatch(/questions/);
      expect(titles.join('\n')).not.toMatch(/network|Apply to|CV and LinkedIn|Negotiate/);
    },
  );

  it('the stories are prepared in the STAR shape and the practical side names the route, the documents and the outfit', async () => {
    const { todos } = await planOf('Get ready for a UX designer interview');
    const text = (pattern: RegExp) => todos.find((t) => pattern.test(t.title))?.description ?? '';
    expect(text(/stories/)).toMatch(/STAR/);
    expect(text(/practical side/)).toMatch(/route.*(?:CV|documents).*wear/s);
    expect(todos.map((t) => t.title)).toContain('Prepare your questions for the interviewers');
  });

  it('an interview next week gets a few todos, each due before it, the practical side the day before', async () => {
    const { todos } = await planOf('Prepare for my job interview next week');
    const due = todos.map((t) => t.due_date ?? '');
    const interviewDay = due[due.length - 1];

    expect(todos.length).toBeLessThanOrEqual(5);
    expect(due.every((day) => day !== '' && day <= interviewDay)).toBe(true);
    expect(due).toEqual([...due].sort());
    const dayBefore = new Date(`${interviewDay}T00:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    expect(todos.find((t) => /practical side/.test(t.title))?.due_date).toBe(dayBefore.toISOString().slice(0, 10));
  });

  it('an interview on Friday is prepared by Friday', async () => {
    const { todos } = await planOf('Ace the interview at Acme on Friday');
    // The plan is made on Saturday 28 November 2026: Friday is 4 December.
    expect(todos.at(-1)?.due_date).toBe('2026-12-04');
    expect(todos.every((t) => (t.due_date ?? '9999') <= '2026-12-04')).toBe(true);
  });

  it('asks about the interview, not about the job search', async () => {
    const { questions } = await planner.missionQuestions({ title: 'Prepare for my job interview next week', description: '' });
    expect(questions.join(' ')).toMatch(/When and where is the interview/);
    expect(questions.join(' ')).not.toMatch(/salary range|network could help/);
  });

  it('a job search still gets the job-search plan, interviews among its steps', async () => {
    const titles = await todoTitlesOf('Find a new job as a UX designer');
    expect(titles).toEqual(expect.arrayContaining(['Reach out to your network', 'Apply to targeted positions', 'Prepare for interviews']));
  });
});
