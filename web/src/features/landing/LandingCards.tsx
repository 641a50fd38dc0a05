import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../shared/ui/Icon';
import type { IconCard } from './landingContent';

/** A landing section's centred title over a grid of up to four cards a row. */
export function CardGrid({ titleId, title, ordered = false, children }: { titleId: string; title: string; ordered?: boolean; children: ReactNode }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <>
      <h2 id={titleId} className="text-center text-3xl font-bold text-slate-900 dark:text-slate-100">
        {title}
      </h2>
      <List className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">{children}</List>
    </>
  );
}

/** One card of a grid: its badge (an icon or a number), a title and a line of text. */
export function LandingCard({ className, badge, title, text }: { className: string; badge: ReactNode; title: string; text: string }) {
  return (
    <li className={className}>
      {badge}
      <h3 className="mt-4 font-semibold text-slate-900 dark:text-slate-100">{title}</h3>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{text}</p>
    </li>
  );
}

/** An icon on a rounded tile; `colours` gives the tile and the icon their colours in both themes. */
export function IconBadge({ icon, colours }: { icon: IconName; colours: string }) {
  return (
    <span className={`flex size-11 items-center justify-center rounded-xl ${colours}`}>
      <Icon name={icon} className="size-6" />
    </span>
  );
}

type IconCardGridProps = { titleId: string; title: string; cards: IconCard[]; cardClass: string; tileColours: string };

/** A titled grid of cards, each with its icon on a tile: `cardClass` styles the cards, `tileColours` the tiles. */
export function IconCardGrid({ titleId, title, cards, cardClass, tileColours }: IconCardGridProps) {
  return (
    <CardGrid titleId={titleId} title={title}>
      {cards.map((card) => (
        <LandingCard key={card.title} className={cardClass} badge={<IconBadge icon={card.icon} colours={tileColours} />} title={card.title} text={card.text} />
      ))}
    </CardGrid>
  );
}
