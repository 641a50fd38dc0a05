import { Link } from 'react-router-dom';
import { Logo } from '../../shared/ui/Logo';
import { DIRECTOR_POINTS, FEATURES, HOW_IT_WORKS, ROADMAP } from '../../features/landing/landingContent';
import { CardGrid, IconCardGrid, LandingCard } from '../../features/landing/LandingCards';

const primaryButton =
  'inline-flex items-center justify-center rounded-lg bg-indigo-600 px-5 py-3 font-semibold text-white shadow-sm hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400';
const secondaryButton =
  'inline-flex items-center justify-center rounded-lg border border-slate-300 dark:border-slate-600 bg-white dark:bg-slate-900 px-5 py-3 font-semibold text-slate-800 dark:text-slate-200 hover:bg-slate-50 dark:hover:bg-slate-800';

/** The public home page: what the product is and why to sign up. */
export default function LandingPage() {
  return (
    <div className="min-h-screen bg-white dark:bg-slate-900">
      <header className="border-b border-slate-100 dark:border-slate-800">
        <nav aria-label="Main" className="mx-auto flex h-16 max-w-6xl items-center justify-between px-3 sm:px-6">
          <Logo to="/" />
          <div className="flex items-center gap-1 sm:gap-2">
            <Link to="/login" className="rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap sm:px-4 text-slate-700 dark:text-slate-300 hover:bg-slate-100 dark:hover:bg-slate-800">
              Log In
            </Link>
            <Link to="/register" className="rounded-lg bg-indigo-600 px-2 py-2 text-sm font-semibold whitespace-nowrap sm:px-4 text-white hover:bg-indigo-700">
              Get Started
            </Link>
          </div>
        </nav>
      </header>

      <main>
        <section className="bg-gradient-to-b from-indigo-50 to-white dark:from-indigo-950 dark:to-slate-900">
          <div className="mx-auto max-w-6xl px-4 py-20 text-center sm:px-6 sm:py-28">
            <p className="text-sm font-semibold tracking-wide text-indigo-700 dark:text-indigo-300 uppercase">AI-assisted goal planning</p>
            <h1 className="mx-auto mt-4 max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 dark:text-slate-100 sm:text-6xl">
              Break it down. Build it up. Get it done.
            </h1>
            <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">
              Odyssey Planner turns big goals into missions, todos and steps, and stays with you until each one is done, with an AI
              that plans, coaches and checks your work against your own success criteria.
            </p>
            <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
              <Link to="/register" className={primaryButton}>
                Start Your Odyssey
              </Link>
              <Link to="/login" className={secondaryButton}>
                I already have an account
              </Link>
            </div>
          </div>
        </section>

        <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <IconCardGrid
            titleId="features-title"
            title="Everything you need to finish what you start"
            cards={FEATURES}
            cardClass="rounded-2xl border border-slate-200 dark:border-slate-700 p-6 shadow-sm"
            tileColours="bg-indigo-100 dark:bg-indigo-900 text-indigo-700 dark:text-indigo-300"
          />
        </section>

        <section aria-labelledby="director-title" className="bg-slate-900 text-white">
          <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-20 sm:px-6 lg:grid-cols-2">
            <div>
              <p className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">Your AI productivity assistant</p>
              <h2 id="director-title" className="mt-2 text-3xl font-bold">
                Meet The Director
              </h2>
              <p className="mt-4 text-slate-300">
                The Director sees your whole plan and tells you what to focus on, what is at risk and how to move forward. Ask
                anything about your work, from the big picture to the next five minutes.
              </p>
            </div>
            <ul className="space-y-3">
              {DIRECTOR_POINTS.map((point) => (
                <li key={point} className="flex gap-3 rounded-xl bg-white/5 p-4">
                  <span aria-hidden="true" className="text-indigo-300">
                    ✓
                  </span>
                  <span>{point}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section aria-labelledby="how-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
          <CardGrid titleId="how-title" title="How It Works" ordered>
            {HOW_IT_WORKS.map((step, index) => (
              <LandingCard
                key={step.title}
                className="rounded-2xl bg-slate-50 dark:bg-slate-800 p-6"
                badge={<span className="flex size-10 items-center justify-center rounded-full bg-indigo-600 font-bold text-white">{index + 1}</span>}
                title={step.title}
                text={step.text}
              />
            ))}
          </CardGrid>
        </section>

        <section aria-labelledby="roadmap-title" className="bg-indigo-50 dark:bg-indigo-950">
          <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
            <IconCardGrid
              titleId="roadmap-title"
              title="Coming Soon"
              cards={ROADMAP}
              cardClass="rounded-2xl border border-indigo-100 dark:border-indigo-800 bg-white dark:bg-slate-900 p-6"
              tileColours="bg-purple-100 dark:bg-purple-900 text-purple-700 dark:text-purple-300"
            />
          </div>
        </section>

        <section aria-labelledby="cta-title" className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6">
          <h2 id="cta-title" className="text-3xl font-bold text-slate-900 dark:text-slate-100">
            Ready to start your Odyssey?
          </h2>
          <p className="mt-4 text-slate-700 dark:text-slate-300">Create a free account and let the AI plan your first mission in minutes.</p>
          <Link to="/register" className={`${primaryButton} mt-8`}>
            Get Started Free
          </Link>
        </section>
      </main>

      <footer className="border-t border-slate-100 dark:border-slate-800 py-8 text-center text-sm text-slate-600 dark:text-slate-400">
        Odyssey Planner · Break it down. Build it up. Get it done.
      </footer>
    </div>
  );
}
