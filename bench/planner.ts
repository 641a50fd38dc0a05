import { performance } from 'node:perf_hooks';
import { jobStreamId } from '../domain/jobs/events';
import { OfflinePlanner } from '../planner/offlinePlanner';
import { startTestApp } from '../tests/support/testApp';
import { ms, summarise, type BenchResult } from './benchLib';

const GOALS = [
  ['Learn Spanish', 'Hold a conversation with my in-laws', 'by June 2026', '4 hours per week'],
  ['Run a half marathon', 'Finish under 2 hours', 'The race is on October 12', '3 runs a week'],
  ['Launch the bakery app', 'Book a pilot bakery; build the order page and collect payments', 'within 3 months', 'budget of 2000 EUR'],
  ['Move to Lisbon', 'With two kids and a cat', 'by August 2026', 'Budget of 8000 EUR'],
  ['Write my first novel', '', 'before the end of the year', '5 hours per week'],
  ['Reorganise the community garden', 'More beds, a compost corner and a rota', 'next spring', 'Only 4 todos'],
];

/** Latency of each offline call over many varied inputs. */
async function offlineLatencies(rounds: number) {
  const planner = new OfflinePlanner();
  const plans: number[] = [];
  const chats: number[] = [];
  const time = async (into: number[], call: () => Promise<unknown>) => {
    const t = performance.now();
    await call();
    into.push(performance.now() - t);
  };
  for (let r = 0; r < rounds; r++) {
    for (const [title, description, deadline, other] of GOALS) {
      const qa_pairs = [
        { question: 'By when?', answer: deadline },
        { question: 'Anything else?', answer: `${other} (round ${r})` },
      ];
      await time(plans, () => planner.missionTodos({ mission_title: title, mission_description: description, qa_pairs }));
      await time(plans, () => planner.odysseyMissions({ odyssey_title: title, odyssey_description: description, qa_pairs }));
      await time(plans, () => planner.todoSteps({ title, description, success_criteria: `- ${title} done ${deadline}\n- Result shared; cost under 500 EUR` }));
      await time(plans, () => planner.missionQuestions({ title, description }));
      const todo = { title, description, success_criteria: '- 3 quotes compared and booked by 12 May\n- Total cost under 900 EUR' };
      const step = { title: 'Compare at least 3 quotes', description: 'Ask three companies.', status: 'pending' as const };
      await time(chats, () =>
        planner.stepChat({ todo, step, history: [], message: `We decided to go with option ${r}. See https://example.com/q/${r}. I have compared all three quotes.`, evidence: [], findings: [] }),
      );
      await time(chats, () =>
        planner.evaluateTodo({ todo, steps: [{ ...step, status: 'completed' }], evidence: [{ content_text: `Total cost ${800 + r} EUR, booked for 12 May` }], findings: [] }),
      );
    }
  }
  return { plans: summarise(plans), chats: summarise(chats) };
}

/** Request -> completed for async todo-generation jobs through the real API, worker and read model. */
async function jobTurnaround(jobs: number) {
  const t = await startTestApp({ poolSize: 16 });
  try {
    const user = await t.registerUser();
    const observed: number[] = [];
    const logged: number[] = [];
    for (let i = 0; i < jobs; i++) {
      const [title, description, deadline] = GOALS[i % GOALS.length];
      const started = performance.now();
      const res = await t.as(user).post('/api/mission-breakdown/generate-todos-async', { mission_title: title, mission_description: description, qa_pairs: [{ question: 'By when?', answer: deadline }] });
      const jobId = res.json().job_id as string;
      for (;;) {
        const job = (await t.as(user).get(`/api/jobs/${jobId}`)).json();
        if (job.status === 'completed' || job.status === 'failed') break;
        await new Promise((r) => setTimeout(r, 2));
      }
      observed.push(performance.now() - started);
      const events = await t.services.deps.store.readStream(jobStreamId(jobId));
      logged.push(Date.parse(events.at(-1)!.recordedAt) - Date.parse(events[0].recordedAt));
    }
    return { observed: summarise(observed), logged: summarise(logged) };
  } finally {
    await t.close();
  }
}

/** For the lead's bench runner: prints nothing itself, asserts nothing. */
export async function benchPlanner(): Promise<BenchResult[]> {
  await offlineLatencies(5); // warm-up (JIT)
  const offline = await offlineLatencies(100);
  const jobs = await jobTurnaround(40);
  return [
    { name: `offline plan generation (todos, missions, steps, questions; n=${offline.plans.n}) p50 / p99`, value: `${ms(offline.plans.p50)} / ${ms(offline.plans.p99)}`, target: 'p99 < 20 ms', met: offline.plans.p99 < 20 },
    { name: `offline step chat + evaluation (n=${offline.chats.n}) p50 / p99`, value: `${ms(offline.chats.p50)} / ${ms(offline.chats.p99)}`, target: 'p99 < 20 ms', met: offline.chats.p99 < 20 },
    { name: `job turnaround, POST -> GET shows completed (n=${jobs.observed.n}) p50 / p99`, value: `${ms(jobs.observed.p50)} / ${ms(jobs.observed.p99)}`, target: 'p50 < 200 ms', met: jobs.observed.p50 < 200 },
    { name: 'job turnaround in the log, JobRequested -> JobCompleted, p50 / p99', value: `${ms(jobs.logged.p50)} / ${ms(jobs.logged.p99)}` },
  ];
}
