/** What Companion's module host hands an InstanceBase, recording everything the module tells it, in order. */
import type { CompanionActionDefinitions, CompanionFeedbackDefinitions, CompanionPresetDefinitions, CompanionVariableValues } from '@companion-module/base';

export function fakeHost() {
  const got = { order: [] as string[], statuses: [] as string[], messages: [] as Array<string | null>, actions: {} as CompanionActionDefinitions, feedbacks: {} as CompanionFeedbackDefinitions, variables: {} as Record<string, unknown>, values: {} as CompanionVariableValues, presets: {} as CompanionPresetDefinitions };
  const context = {
    _isInstanceContext: true, id: 'mc-1', label: 'mc', upgradeScripts: [], sharedUdpSocketHandlers: new Map(),
    saveConfig: () => {}, oscSend: () => {}, recordAction: () => {}, subscribeActions: () => {}, unsubscribeActions: () => {}, unsubscribeFeedbacks: () => {},
    checkFeedbacks: () => {}, checkAllFeedbacks: () => {}, checkFeedbacksById: () => {},
    sharedUdpSocketJoin: async () => '', sharedUdpSocketLeave: async () => {}, sharedUdpSocketSend: async () => {},
    updateStatus: (status: string, message: string | null) => {
      got.statuses.push(status);
      got.messages.push(message);
    },
    setActionDefinitions: (a: CompanionActionDefinitions) => {
      got.order.push('actions');
      got.actions = a;
    },
    setFeedbackDefinitions: (f: CompanionFeedbackDefinitions) => {
      got.order.push('feedbacks');
      got.feedbacks = f;
    },
    setVariableDefinitions: (v: Record<string, unknown>) => (got.variables = v),
    setVariableValues: (v: CompanionVariableValues) => Object.assign(got.values, v),
    setPresetDefinitions: (_s: unknown, p: CompanionPresetDefinitions) => {
      got.order.push('presets');
      got.presets = p;
    },
    getVariableValue: (id: string) => got.values[id],
  };
  return { context, got };
}
