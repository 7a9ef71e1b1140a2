import { Form, Input } from 'antd'
import { checkBossMobile, digitsOnly, ruleOf } from '../lib/phone-rules.js'

/**
 * The 手机号 and 姓名 of a new boss-cockpit account, a brand's or a group's (spec 2 §2): the mobile
 * (请输入手机号 / 请输入正确的手机号) and a name of at most 10; `looking` while the name is being looked up.
 */
export const BossAccountFields = ({ looking = false }: { looking?: boolean }) => (
  <>
    <Form.Item name="mobile" label="手机号" required normalize={(v: string) => digitsOnly(v).slice(0, 11)} rules={[ruleOf(checkBossMobile)]}>
      <Input placeholder="请输入手机号" />
    </Form.Item>
    <Form.Item name="name" label="姓名" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]} extra={looking ? '正在查询该手机号的账号姓名…' : undefined}>
      <Input placeholder="请输入姓名" maxLength={10} showCount />
    </Form.Item>
  </>
)
