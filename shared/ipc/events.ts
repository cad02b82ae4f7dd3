/** Everything main pushes to the renderer on the one events channel. */
import type { AccountsEvent } from './accounts';
import type { ActivityEvent } from './activity';
import type { AlertsEvent } from './alerts';
import type { ArchiveScreenEvent } from './archive-screen';
import type { AppEvent } from './app';
import type { ClockEvent } from './clock';
import type { ControlEvent } from './control';
import type { GroupsEvent } from './groups';
import type { IncidentsEvent } from './incidents';
import type { LiveEvent } from './live';
import type { ReportsEvent } from './reports';
import type { SessionEvent } from './session';
import type { ShareEvent } from './share';
import type { SheetsEvent } from './sheets';
import type { ShowsEvent } from './shows';
import type { ViewersEvent } from './viewers';

export type McEvent = AppEvent | AccountsEvent | ActivityEvent | LiveEvent | ShowsEvent | GroupsEvent | ViewersEvent | ArchiveScreenEvent | ReportsEvent | ControlEvent | SessionEvent | AlertsEvent | ClockEvent | ShareEvent | SheetsEvent | IncidentsEvent;

/** The single channel name events travel on (both transports). */
export const EVENTS_CHANNEL = 'mc:event';
