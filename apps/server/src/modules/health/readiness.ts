/**
 * Whether this instance should be sent new requests. A SIGTERM first marks it draining: `/readyz`
 * answers 503 so the balancer's health check takes it out of rotation, and only then does the
 * server stop accepting and finish what is in flight (main.ts).
 */
export const createReadiness = () => {
  let draining = false
  return {
    get draining() {
      return draining
    },
    startDraining() {
      draining = true
    },
  }
}

export type Readiness = ReturnType<typeof createReadiness>
