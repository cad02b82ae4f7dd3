/**
 * The open alert incidents as main answers them, for every account at once (main's alert
 * policy watches every account's show, on screen or not): loaded when a view first shows
 * them and replaced by every `incidents.changed`. Acknowledging only asks main; the list
 * that comes back on the event is the truth. A read that fails keeps its reason in main's
 * words until a list arrives, so the section never passes a failure off as "not read yet".
 */
import type { AcknowledgeValue, OpenIncident } from '../../../../shared/ipc/incidents';
import type { IpcError, IpcResult } from '../../../../shared/ipc/define';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';

export interface IncidentsSlice {
  /** null until the first answer: "not read yet" is not "no open alerts". */
  incidents: OpenIncident[] | null;
  /** Why the last read of the list failed; null once a list arrived. */
  incidentsReadError: IpcError | null;
  loadIncidents(): Promise<void>;
  incidentsChanged(list: OpenIncident[]): void;
  /** One incident, or (null) every open one. */
  acknowledgeIncident(incident: string | null): Promise<IpcResult<AcknowledgeValue>>;
}

export const createIncidentsSlice: SliceCreator<IncidentsSlice> = (set, get) => ({
  incidents: null,
  incidentsReadError: null,
  loadIncidents: async () => {
    const r = await mc().incidents.list({});
    if (r.ok) get().incidentsChanged(r.value);
    else set({ incidentsReadError: r.error });
  },
  incidentsChanged: (list) => set({ incidents: list, incidentsReadError: null }),
  // Main answers every acknowledgement that changes the list with `incidents.changed`.
  acknowledgeIncident: (incident) => mc().incidents.acknowledge({ incident, account: null }),
});
