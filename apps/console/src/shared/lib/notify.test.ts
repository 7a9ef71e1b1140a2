import { describe, expect, it } from 'vitest'
import { setNotifier, showError } from './notify.js'

describe('showError', () => {
  it('keeps an error raised before the app can show it (a 50002 answered before the first render) and shows it then', () => {
    setNotifier(null)
    showError('您已退出登录，请重新登录')
    showError('网络繁忙，请稍后再试')
    const shown: string[] = []
    setNotifier({ error: (text, onClose) => (shown.push(text), onClose()), info: () => {} })
    expect(shown).toEqual(['您已退出登录，请重新登录'])
    showError('网络繁忙，请稍后再试')
    expect(shown).toEqual(['您已退出登录，请重新登录', '网络繁忙，请稍后再试'])
  })
})
