/**
 * /pm-calendar (issue 24 'PM calendar'): the open PMs of the active site (or every PM site of the
 * all-sites entry) on a month or week calendar, placed by the server's one rule
 * (shared/pm/calendar.ts: the due day; meter-only PMs by the asset's usage forecast), coloured
 * Overdue (red), Due (amber), Upcoming (blue), forecast days dashed. Meter PMs without usage
 * history are listed under the calendar ('No usage forecast'). Clicking a PM opens it where the PM
 * list's View does (the asset's PM Plan tab, its View drawer; Back returns here); executives see
 * the calendar read-only and open the asset's page. A manager drags a ONE-TIME PM to another day
 * (AssetPM/ReschedulePM; the server refuses a recurring PM and a past day with 'Invalid Date !').
 *
 * react-big-calendar (dayjs localizer, drag-and-drop addon) draws the grid; its CSS is imported
 * here only, so it lands in this route's chunk. The toolbar is Cloudscape's, and the view and day
 * are in the URL (?view=&date=), so a reload shows the same weeks.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Calendar, dayjsLocalizer, type Event, type ShowMoreProps } from 'react-big-calendar';
import * as dragAndDrop from 'react-big-calendar/lib/addons/dragAndDrop';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import type { RoleId } from '@shared/codes';
import { PM_WRITE_ROLES } from '@shared/pm/api';
import { CalendarTexts, KIND_LABEL } from '@shared/pm/calendar';
import { useSession } from '../../../app/session/session-store';
import { isAllSitesActive } from '../../../app/shell/active-site';
import { toast } from '../../../app/toasts';
import { sessionListScope } from '../../../components/list-kit';
import { withQueryClient } from '../../../components/query/query-client';
import { pmKeys } from '../list/pm-keys';
import { PM_CALENDAR_PATH, pmListAction } from '../list/pm-list-navigation';
import { DAY, rangeOf, stepOf, titleOf, viewOf, type CalendarView } from './calendar-range';
import { loadPmCalendar, reschedulePm, type PmCalendarEntry } from './pm-calendar-calls';
import './pm-calendar.css';

const localizer = dayjsLocalizer(dayjs);

interface PmEvent extends Event {
  entry: PmCalendarEntry;
}
type WithDragAndDrop = typeof dragAndDrop.default;
// The addon ships as CommonJS only (lib/, no ES build): the bundler's interop hands its default
// export over either as the function or as the module object that holds it.
const withDragAndDrop: WithDragAndDrop =
  typeof dragAndDrop.default === 'function'
    ? dragAndDrop.default
    : (dragAndDrop.default as unknown as { default: WithDragAndDrop }).default;
const DnDCalendar = withDragAndDrop<PmEvent>(Calendar);

const toEvent = (entry: PmCalendarEntry): PmEvent => {
  const start = dayjs(entry.day!, DAY).toDate();
  return { title: entry.title, start, end: start, allDay: true, entry };
};

function describe(entry: PmCalendarEntry, showSite: boolean): string {
  const parts = [entry.title, entry.asset_name, KIND_LABEL[entry.kind], entry.due_in];
  if (entry.placed_by === 'usage_forecast' && entry.average_daily_usage !== null)
    parts.push(`forecast at ${entry.average_daily_usage} MHrs a day`);
  if (showSite) parts.push(entry.site_name);
  return parts.filter(Boolean).join(' · ');
}

function PmEventLabel({ event }: { event: PmEvent }) {
  const e = event.entry;
  return (
    <span className="ac-pm-cal-event__text" data-asset-pm-id={e.asset_pm_id}>
      <strong>{e.title}</strong> <span className="ac-pm-cal-event__asset">{e.asset_name}</span>
      {e.placed_by === 'usage_forecast' && (
        <span className="ac-pm-cal-event__flag"> ({CalendarTexts.forecast})</span>
      )}
    </span>
  );
}

/**
 * A month day with more PMs than fit says "+N more" and opens its week, where every PM shows.
 * Our own control, not the library's popup: react-big-calendar puts its button straight inside an
 * element with role "row", which screen readers cannot reach (axe: aria-required-children).
 */
function makeShowMore(openWeekOf: (day: Date) => void) {
  return function ShowMore({ count, slotDate }: ShowMoreProps<PmEvent>) {
    return (
      <div role="cell" className="ac-pm-cal-more">
        <button
          type="button"
          className="rbc-button-link rbc-show-more"
          aria-label={`${count} more PMs on ${dayjs(slotDate).format('D MMMM YYYY')}`}
          onClick={() => openWeekOf(slotDate)}
        >
          +{count} more
        </button>
      </div>
    );
  };
}

function Legend() {
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <Badge color="red">{CalendarTexts.overdue}</Badge>
      <Badge color="severity-medium">{CalendarTexts.due}</Badge>
      <Badge color="blue">{CalendarTexts.upcoming}</Badge>
      <span className="ac-pm-cal-legend__forecast">Dashed: placed by the meter usage forecast</span>
    </SpaceBetween>
  );
}

export const PmCalendarPage = withQueryClient(function PmCalendarPage() {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { view, date } = viewOf(params);
  const { from, to } = rangeOf(view, date);
  const showSite = isAllSitesActive(session);
  const canMove = PM_WRITE_ROLES.includes(session.roleId as RoleId);
  const key = [...pmKeys.all, 'calendar', sessionListScope(session), from, to] as const;
  const calendar = useQuery({ queryKey: key, queryFn: () => loadPmCalendar(from, to) });
  const events = useMemo(() => (calendar.data?.list ?? []).map(toEvent), [calendar.data]);

  const go = (next: { view?: CalendarView; date?: string }) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('view', next.view ?? view);
        out.set('date', next.date ?? date);
        return out;
      },
      { replace: true },
    );

  const move = useMutation({
    mutationFn: ({ entry, day }: { entry: PmCalendarEntry; day: string }) =>
      reschedulePm(entry.asset_pm_id, day),
    onMutate: ({ entry, day }) => {
      // Shown on its new day at once; a refusal puts it back (the refetch below).
      queryClient.setQueryData<typeof calendar.data>(key, (old) =>
        old
          ? { ...old, list: old.list.map((e) => (e.asset_pm_id === entry.asset_pm_id ? { ...e, day } : e)) }
          : old,
      );
    },
    onSuccess: (answer) => toast.success(answer.message || CalendarTexts.rescheduled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pmKeys.all }),
  });

  // The calendar keeps one ShowMore component for its life; it calls the latest go.
  const goLatest = useRef(go);
  useEffect(() => {
    goLatest.current = go;
  });
  const ShowMore = useMemo(
    () => makeShowMore((day) => goLatest.current({ view: 'week', date: dayjs(day).format(DAY) })),
    [],
  );

  const open = (entry: PmCalendarEntry) => {
    if (!canMove) {
      navigate(`/assets/details/${entry.asset_id}`);
      return;
    }
    const { to: path, state } = pmListAction(
      { asset_pm_id: entry.asset_pm_id, asset_id: entry.asset_id, title: entry.title },
      'VIEW',
      `${PM_CALENDAR_PATH}?${params.toString()}`,
    );
    navigate(path, { state });
  };

  const onDrop = ({ event, start }: EventInteractionArgs<PmEvent>) => {
    const day = dayjs(start).format(DAY);
    if (day === event.entry.day) return;
    move.mutate({ entry: event.entry, day });
  };

  return (
    <SpaceBetween size="l">
      <Container
        header={
          <Header
            variant="h1"
            description={
              canMove
                ? 'Open PMs by due day; meter PMs on the day their usage forecast reaches the due reading. Drag a one-time PM to reschedule it.'
                : 'Open PMs by due day; meter PMs on the day their usage forecast reaches the due reading.'
            }
            actions={
              <SpaceBetween direction="horizontal" size="xs">
                <Button onClick={() => go({ date: dayjs().format(DAY) })}>Today</Button>
                <Button
                  iconName="angle-left"
                  ariaLabel="Previous"
                  onClick={() => go({ date: stepOf(view, date, -1) })}
                />
                <Button
                  iconName="angle-right"
                  ariaLabel="Next"
                  onClick={() => go({ date: stepOf(view, date, 1) })}
                />
                <SegmentedControl
                  label="Calendar view"
                  selectedId={view}
                  options={[
                    { id: 'month', text: 'Month' },
                    { id: 'week', text: 'Week' },
                  ]}
                  onChange={({ detail }) => go({ view: detail.selectedId as CalendarView })}
                />
              </SpaceBetween>
            }
          >
            {CalendarTexts.title}
          </Header>
        }
      >
        <SpaceBetween size="s">
          <div className="ac-pm-cal-toolbar">
            <Box variant="h2" tagOverride="h2">
              <span data-testid="pm-calendar-title">{titleOf(view, date)}</span>
            </Box>
            {(calendar.isFetching || move.isPending) && <Spinner />}
            <Legend />
          </div>
          <div className={`ac-pm-cal ac-pm-cal--${view}`} data-testid="pm-calendar">
            <DnDCalendar
              localizer={localizer}
              events={events}
              view={view}
              views={['month', 'week']}
              date={dayjs(date, DAY).toDate()}
              onNavigate={(d) => go({ date: dayjs(d).format(DAY) })}
              onView={(v) => go({ view: v === 'week' ? 'week' : 'month' })}
              toolbar={false}
              allDayMaxRows={view === 'week' ? 40 : undefined}
              showAllEvents={view === 'week'}
              tooltipAccessor={(e) => describe(e.entry, showSite)}
              eventPropGetter={(e) => ({
                className: [
                  'ac-pm-cal-event',
                  `ac-pm-cal-event--${e.entry.kind}`,
                  e.entry.placed_by === 'usage_forecast' ? 'ac-pm-cal-event--forecast' : '',
                  canMove && e.entry.reschedulable ? 'ac-pm-cal-event--movable' : '',
                ].join(' '),
              })}
              components={{ event: PmEventLabel, showMore: ShowMore }}
              onSelectEvent={(e) => open(e.entry)}
              draggableAccessor={(e) => canMove && e.entry.reschedulable}
              resizable={false}
              onEventDrop={onDrop}
            />
          </div>
        </SpaceBetween>
      </Container>
      <Table
        header={
          <Header
            variant="h2"
            description={CalendarTexts.unplacedHelp}
            counter={`(${calendar.data?.unplaced.length ?? 0})`}
          >
            {CalendarTexts.unplacedTitle}
          </Header>
        }
        items={calendar.data?.unplaced ?? []}
        loading={calendar.isPending}
        loadingText="Loading PMs"
        variant="container"
        empty={<Box textAlign="center">{CalendarTexts.noUnplaced}</Box>}
        columnDefinitions={[
          {
            id: 'title',
            header: 'PM Title',
            cell: (e) => (
              <Button variant="inline-link" onClick={() => open(e)}>
                {e.title}
              </Button>
            ),
          },
          { id: 'asset', header: 'Asset', cell: (e) => `${e.asset_name} (#${e.internal_asset_id})` },
          ...(showSite ? [{ id: 'site', header: 'Site', cell: (e: PmCalendarEntry) => e.site_name }] : []),
          {
            id: 'due',
            header: 'Due at',
            cell: (e) => (e.due_meter_hours === null ? '' : `${e.due_meter_hours} MHrs`),
          },
          {
            id: 'reading',
            header: 'Current reading',
            cell: (e) => (e.current_meter_hours === null ? 'No reading' : `${e.current_meter_hours} MHrs`),
          },
          { id: 'status', header: 'Status', cell: (e) => e.due_in || KIND_LABEL[e.kind] },
        ]}
      />
    </SpaceBetween>
  );
});
