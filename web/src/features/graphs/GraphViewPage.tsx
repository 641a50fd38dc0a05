import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { GraphModel, GraphView as GraphViewKind } from './graphModel';
import type { GraphSettings } from './graphSettings';
import { GraphStateMessage } from './GraphStateMessage';
import { GraphView } from './GraphView';

type Props<Data extends { id: string; title: string }> = {
  view: GraphViewKind;
  queryKey: readonly unknown[];
  load(): Promise<Data>;
  build(data: Data): GraphModel;
  settings: GraphSettings;
  /** What the page says when the graph cannot load, e.g. 'Mission not found'. */
  notFound: string;
  /** Where a not-found page leads: the list of its kind. */
  list: { to: string; label: string };
  /** The link back to the root's own page, above the title. */
  back: { to(id: string): string; label: string };
  /** The counts beside the title, e.g. '3 todos · 9 steps'. */
  counts(model: GraphModel): string;
};

/** A graph route: loads the root's hierarchy, then shows it in 3D under a header naming the root. */
export function GraphViewPage<Data extends { id: string; title: string }>({ view, queryKey, load, build, settings, notFound, list, back, counts }: Props<Data>) {
  const { data, isPending, isError } = useQuery({
    queryKey,
    queryFn: () =>
      load().catch((error: unknown) => {
        console.error(`Failed to load ${view} graph`, error);
        throw error;
      }),
    retry: false,
  });
  const model = useMemo(() => (data ? build(data) : null), [data, build]);

  if (isPending) return <GraphStateMessage message="Loading 3D Graph..." />;
  if (isError || !data || !model) return <GraphStateMessage role="alert" message={notFound} backTo={list} />;

  return (
    <GraphView
      view={view}
      model={model}
      settings={settings}
      header={
        <header className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0">
            <Link to={back.to(data.id)} className="text-sm font-medium text-indigo-700 dark:text-indigo-300 hover:underline">
              {back.label}
            </Link>
            <h1 className="mt-1 text-2xl font-bold break-words text-slate-900 dark:text-slate-100">
              {data.title}
            </h1>
          </div>
          <p className="text-sm text-slate-600 dark:text-slate-400">{counts(model)}</p>
        </header>
      }
    />
  );
}
