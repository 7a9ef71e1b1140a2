/**
 * A small typed event bus for the console's cross-feature signals. Features never import
 * each other; they talk through this bus, window events or the URL.
 */
export interface BusEvents {
  /** Open the download centre (spec 1 §2.8); the header button and list exports emit it. */
  'open-task-center': { highlightPlanId?: number } | undefined
  /** A page with unsaved input asked before leaving and the user stayed (use-leave-guard.ts). */
  'leave-called-off': undefined
}

type Handler<K extends keyof BusEvents> = (payload: BusEvents[K]) => void

const handlers = new Map<keyof BusEvents, Set<Handler<never>>>()

export const bus = {
  on<K extends keyof BusEvents>(event: K, handler: Handler<K>) {
    const set = handlers.get(event) ?? new Set()
    set.add(handler as Handler<never>)
    handlers.set(event, set)
    return () => void set.delete(handler as Handler<never>)
  },
  emit<K extends keyof BusEvents>(event: K, payload?: BusEvents[K]) {
    for (const handler of handlers.get(event) ?? []) (handler as Handler<K>)(payload as BusEvents[K])
  },
}

/** The custom window event that also opens the download centre, for code outside React. */
export const OPEN_TASK_CENTER_EVENT = 'yunying:open-task-center'
