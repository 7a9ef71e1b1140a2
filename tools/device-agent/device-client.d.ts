import WebSocket from 'ws';
/**
 * The device side of remote assistance (docs/remote-assist.md "Device API"): what a store's POS runs.
 * It registers once with its store's enrolment token, then signs every call with its own secret in the
 * access kernel's `signed` format, keeps one outbound control connection, and for each session the
 * server announces dials a second socket that it bridges to its local VNC server. The server never
 * dials the device (stores sit behind NAT).
 */
export interface DeviceKey {
    deviceId: number;
    keyId: string;
    secret: string;
}
/** The kernel's signed headers for one call: HMAC-SHA256 over method, path, timestamp, nonce and the body's hash. */
export declare const signHeaders: (key: DeviceKey, method: string, path: string, body: string, now?: number) => {
    'x-signed-key-id': string;
    'x-signed-timestamp': string;
    'x-signed-nonce': string;
    'x-signed-signature': string;
};
export interface Envelope<T> {
    status: boolean;
    code: number;
    message: string;
    data: T;
}
export declare const registerDevice: (server: string, input: {
    token: string;
    deviceSn: string;
    deviceType: number;
    clientVersion?: string;
}) => Promise<DeviceKey>;
export declare const signedPost: <T>(server: string, key: DeviceKey, path: string, payload: unknown) => Promise<{
    status: number;
    body: Envelope<T>;
}>;
/** Opens a signed WebSocket of the device API; resolves once it is open, rejects with the HTTP status when refused. */
export declare const openSigned: (server: string, key: DeviceKey, path: string) => Promise<WebSocket>;
export interface AgentOptions {
    server: string;
    key: DeviceKey;
    /** The local VNC server to bridge sessions to (loopback); null answers sessions without a screen. */
    vnc: {
        host: string;
        port: number;
    } | null;
    controllable: boolean;
    clientVersion?: string;
    heartbeatMs?: number;
    /** How long the device takes to answer a session request (a real POS asks its tool first). */
    answerDelayMs?: number;
    log?: (line: string) => void;
}
/** A running device: heartbeats, the control connection, and one bridge per session. */
export declare const startAgent: (o: AgentOptions) => {
    ready: Promise<void>;
    heartbeat: () => Promise<void>;
    apply: () => Promise<{
        status: number;
        body: Envelope<{
            applyId: number;
            applyStatus: number;
        }>;
    }>;
    sessions: () => string[];
    stop(): Promise<void>;
};
