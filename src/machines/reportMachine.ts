import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { assign, setup, type SnapshotFrom } from 'xstate';
import type { Report } from '@/domain/contract/reports';
import { type Result, errorMessageOf } from '@/domain/result';
import { isSuccess } from '@/machines/resultGuards';
import { appActorPlaceholder } from '@/machines/appActor';

/**
 * /reports: the user's report with 'Events Monthly' one year at a time. It loads the year it opens
 * on (the user's current one), steps to the previous or next year that has events, and loads again
 * on request after a failure. While another year loads, the last report stays: its chart, 'Top this
 * year' and years are the same whichever year is asked.
 */
export interface ReportContext {
  /** The year 'Events Monthly' shows, or is loading. */
  year: number;
  report: Report | null;
  errorMessage: MessageDescriptor | null;
}

export interface ReportInput {
  year: number;
}

export type ReportEvent = { type: 'year.previous' } | { type: 'year.next' } | { type: 'report.reload' };

type Direction = 'previous' | 'next';

const REPORT_ERROR = msg`Error fetching reports`;
const reportError = (message: string) => msg`Error fetching reports: ${message}`;

/** The nearest year with events before or after `year`, if any (`years` newest first). */
export const yearTowards = (years: readonly number[], year: number, direction: Direction) =>
  (direction === 'previous' ? years.find((y) => y < year) : years.findLast((y) => y > year));

const yearFrom = ({ year, report }: ReportContext, direction: Direction) => yearTowards(report?.years ?? [], year, direction);

export const reportMachine = setup({
  types: {
    context: {} as ReportContext,
    events: {} as ReportEvent,
    input: {} as ReportInput,
  },
  actors: {
    fetchReport: appActorPlaceholder<Result<Report>, number>('fetchReport'),
  },
  actions: {
    stepYear: assign(({ context }, { direction }: { direction: Direction }) => ({ year: yearFrom(context, direction) ?? context.year })),
  },
  guards: {
    isSuccess,
    hasYear: ({ context }, { direction }: { direction: Direction }) => yearFrom(context, direction) !== undefined,
  },
}).createMachine({
  id: 'report',
  context: ({ input }) => ({ year: input.year, report: null, errorMessage: null }),
  initial: 'loading',
  on: {
    'year.previous': {
      guard: { type: 'hasYear', params: { direction: 'previous' } },
      target: '.loading',
      actions: { type: 'stepYear', params: { direction: 'previous' } },
    },
    'year.next': {
      guard: { type: 'hasYear', params: { direction: 'next' } },
      target: '.loading',
      actions: { type: 'stepYear', params: { direction: 'next' } },
    },
  },
  states: {
    loading: {
      entry: assign({ errorMessage: null }),
      invoke: {
        id: 'fetchReport',
        src: 'fetchReport',
        input: ({ context }) => context.year,
        onDone: [
          {
            guard: { type: 'isSuccess', params: ({ event }) => ({ result: event.output }) },
            target: 'loaded',
            actions: assign({ report: ({ context, event }) => (event.output.status === 'success' ? event.output.data : context.report) }),
          },
          {
            target: 'failed',
            actions: assign({ errorMessage: ({ event }) => reportError(errorMessageOf(event.output)) }),
          },
        ],
        onError: { target: 'failed', actions: assign({ errorMessage: REPORT_ERROR }) },
      },
    },
    loaded: {},
    failed: {
      on: { 'report.reload': 'loading' },
    },
  },
});

type ReportSnapshot = SnapshotFrom<typeof reportMachine>;

/** The last loaded report; while another year loads, still the previous one. */
export const selectReport = (snapshot: ReportSnapshot) => snapshot.context.report;
export const selectYear = (snapshot: ReportSnapshot) => snapshot.context.year;
/** The months of the year shown, once that year has loaded. */
export const selectMonthly = (snapshot: ReportSnapshot) => (snapshot.matches('loaded') ? snapshot.context.report?.monthly ?? null : null);
export const selectErrorMessage = (snapshot: ReportSnapshot) => snapshot.context.errorMessage;
export const selectCanGoPrevious = (snapshot: ReportSnapshot) => snapshot.can({ type: 'year.previous' });
export const selectCanGoNext = (snapshot: ReportSnapshot) => snapshot.can({ type: 'year.next' });
