/**
 * The remote-desktop tool behind remote assistance: the built-in relay (`relay-provider.ts`, works on
 * one machine with no outside service) or a third-party service over HTTP (`http-provider.ts`).
 * The service asks it to open a session for a device and polls it until the tool is ready; what it
 * answers becomes the remote config of spec 3 §3.2.
 */
export interface ProviderSession {
  /** The session's opaque id (`remoteId`). */
  remoteId: string
  deviceId: number
  /** The device's signing key id: the relay only takes the session's socket from that device. */
  keyId: string
  deviceSn: string
  deviceType: number
}

export interface ProviderState {
  /** The tool is ready: the code and password are live. */
  ready: boolean
  remoteCode: string
  remotePassword: string
  /** The remote-desktop page the operator's browser opens. */
  remoteUrl: string
  /** What the device side uses to join (the relay's device path, or the provider's client link). */
  clientRemoteUrl: string
}

export interface RemoteDesktopProvider {
  readonly name: string
  /** Of these devices, those the tool can reach now (on any instance); null when the provider cannot tell. */
  reachable(deviceIds: number[]): Promise<Set<number> | null>
  /** Opens a session; answers at once, usually not ready yet. Throws an AppError the operator can read. */
  start(session: ProviderSession): Promise<ProviderState>
  /** The session's state now, or null when it has ended or is unknown. */
  state(remoteId: string): Promise<ProviderState | null>
  /** Ends a session (its record was closed another way). */
  end(remoteId: string): void
  /** Called once per session when it ends, from either side, so its record gets its end time. */
  onEnded(listener: (remoteId: string) => void): void
  close(): void
}
