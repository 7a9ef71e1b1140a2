/**
 * The export worker's output bytes: two buffers used in turn, each growing as needed. While one is
 * being filled, the other's bytes are being written or compressed; a buffer is filled again only
 * once they are, so the bytes in flight stay bounded and no garbage piles up for the collector
 * (ADR 0010). The renderers write single bytes as `out.buf[out.pos++] = byte` in their loops.
 */
export class OutputBytes {
  /** The buffer being filled. */
  buf: Buffer
  /** How many of its bytes are filled. */
  pos = 0
  private readonly slots: Buffer[]
  private readonly busy: Array<Promise<void> | null> = [null, null]
  private slot = 0

  constructor(size = 1 << 20) {
    this.slots = [Buffer.allocUnsafe(size), Buffer.allocUnsafe(size)]
    this.buf = this.slots[0]!
  }

  /** Makes room for `bytes` more bytes. */
  room(bytes: number): void {
    if (this.pos + bytes <= this.buf.length) return
    const bigger = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.pos + bytes))
    this.buf.copy(bigger, 0, 0, this.pos)
    this.buf = bigger
  }

  /** Appends bytes there is room for; by hand, which is faster than set() for a few bytes. */
  put(bytes: Uint8Array): void {
    const buf = this.buf
    let pos = this.pos
    for (let k = 0; k < bytes.length; k++) buf[pos++] = bytes[k]!
    this.pos = pos
  }

  /** Appends `src[from, to)`, there being room for it. */
  copy(src: Buffer, from: number, to: number): void {
    if (to - from > 64) {
      src.copy(this.buf, this.pos, from, to)
      this.pos += to - from
      return
    }
    const buf = this.buf
    let pos = this.pos
    for (let k = from; k < to; k++) buf[pos++] = src[k]!
    this.pos = pos
  }

  /**
   * Hands the bytes filled so far to `use`, which resolves once it no longer needs them, and goes
   * on in the other buffer once that one's bytes are no longer needed.
   */
  async hand(use: (bytes: Buffer) => Promise<void>): Promise<void> {
    this.slots[this.slot] = this.buf
    this.busy[this.slot] = use(this.buf.subarray(0, this.pos))
    this.slot ^= 1
    await this.busy[this.slot]
    this.busy[this.slot] = null
    this.buf = this.slots[this.slot]!
    this.pos = 0
  }
}
