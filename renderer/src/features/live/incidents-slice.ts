/**
 * The open alert incidents as main answers them, for every account at once (main's alert
 * policy watches every account's show, on screen or not): loaded when a view first shows
 * them and replaced by every `incidents.changed`. Acknowledging only asks main; the list
 * that comes back on the event is the truth.
 */
import type { AcknowledgeValue, OpenIncident } from '../../../../shared/ipc/incidents';
import type { IpcResult } from '../../../../shared/ipc/define';
import { mc } from '../../bridge/mc';
import type { SliceCreator } from '../../stores/slice';

export interface IncidentsSlice {
  /** null until the first answer: "not read yet" is not "no open alerts". */
  incidents: OpenIncident[] | null;
  loadIncidents(): Promise<void>;
  incidentsChanged(list: OpenIncident[]): void;
  /** One incident, or (null) every open one. */
  acknowledgeIncident(incident: string | null): Promise<IpcResult<AcknowledgeValue>>;
}

export const createIncidentsSlice: SliceCreator<IncidentsSlice> = (set, get) => ({
  incidents: null,
  loadIncidents: async () => {
    const r = await mc().incidents.list({});
    if (r.ok) get().incidentsChanged(r.value);
  },
  incidentsChanged: (list) => set({ incidents: list }),
  acknowledgeIncident: async (incident) => {
    const r = await mc().incidents.acknowledge({ incident, account: null });
    // `incidents.changed` follows; reading the list again settles the row even if that event is late.
    if (r.ok && r.value.acknowledged.length > 0) void get().loadIncidents();
    return r;
  },
});
