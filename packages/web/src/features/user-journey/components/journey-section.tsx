import type { JourneyAnalyticsResult } from '@charter/core';
import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../../components/ui/card';
import { toMinutes, toPercent, toRating } from '../utils/format-journey';

/** A card of the Test Results tab, named by its heading. */
export function JourneySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" className="stack" aria-labelledby={id}>
      <CardHeader id={id} title={title} />
      {children}
    </Card>
  );
}

/** A card holding one data table (it scrolls sideways on narrow screens); `children` are the body rows. */
export function JourneyTable({
  id,
  title,
  columns,
  children,
}: {
  id: string;
  title: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <JourneySection id={id} title={title}>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </JourneySection>
  );
}

type Figures = JourneyAnalyticsResult['scenarioBreakdown'][number];

/** The figures every breakdown shows after the group's name, in this order. */
export const BREAKDOWN_COLUMNS = ['Tests', 'Average rating', 'Average time', 'Average completion'] as const;

/** One group of a breakdown (a scenario, a user type): its name as the row header, then its figures. */
export function BreakdownRow({
  name,
  figures,
}: {
  name: string;
  figures: Pick<Figures, 'count' | 'averageRating' | 'averageTime' | 'averageCompletion'>;
}) {
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{figures.count}</td>
      <td>{toRating(figures.averageRating)}</td>
      <td>{toMinutes(figures.averageTime)}</td>
      <td>{toPercent(figures.averageCompletion)}</td>
    </tr>
  );
}
