import type { FastifyPluginAsync } from 'fastify'
import type { Config } from '../../config.js'

const AMAP = 'https://*.amap.com'
const DIRECTIVES: Record<string, string[]> = {
  'script-src': [AMAP],
  'connect-src': [AMAP],
  'img-src': [AMAP],
  'style-src': [AMAP],
  'worker-src': ["'self'", 'blob:'],
}

/** Adds AMap's hosts to a Content-Security-Policy value. */
export const withAmapSources = (policy: string) => {
  const parts = policy.split(';').map((p) => p.trim()).filter(Boolean)
  const seen = new Set<string>()
  const next = parts.map((part) => {
    const [name, ...values] = part.split(/\s+/)
    const extra = DIRECTIVES[name!]
    if (!extra) return part
    seen.add(name!)
    return [name, ...values, ...extra.filter((v) => !values.includes(v))].join(' ')
  })
  for (const [name, values] of Object.entries(DIRECTIVES)) if (!seen.has(name)) next.push(`${name} ${values.join(' ')}`)
  return next.join(';')
}

/**
 * When an AMap key is configured the map picker loads AMap's JS API at run time, so the console's
 * pages must allow AMap's hosts in their Content-Security-Policy; without a key nothing changes.
 * Registered without encapsulation so that it sees every response.
 */
export const amapCsp = (config: Config): FastifyPluginAsync => {
  const plugin: FastifyPluginAsync = async (app) => {
    if (!config.AMAP_KEY) return
    app.addHook('onSend', async (_request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy')
      if (typeof policy === 'string') reply.header('content-security-policy', withAmapSources(policy))
      return payload
    })
  }
  // What fastify-plugin does: the hook applies to the whole server, not only this plugin's routes.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true })
  return plugin
}
