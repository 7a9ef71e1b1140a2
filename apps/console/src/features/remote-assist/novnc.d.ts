/** The part of noVNC's RFB (`@novnc/novnc` 1.7, which ships no types) the remote-desktop page uses. */
declare module '@novnc/novnc' {
  export default class RFB extends EventTarget {
    constructor(target: HTMLElement, urlOrChannel: string | WebSocket, options?: { credentials?: { password?: string }; shared?: boolean })
    scaleViewport: boolean
    resizeSession: boolean
    viewOnly: boolean
    disconnect(): void
    sendCredentials(credentials: { password: string }): void
    focus(): void
  }
}
