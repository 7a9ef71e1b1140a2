import { Checkbox, Form } from 'antd'
import { Link } from 'react-router-dom'
import styles from './auth.module.css'

export const AGREEMENT_REQUIRED = '请先阅读并同意《服务协议》和《隐私政策》'

/** The service agreement and privacy policy tick, required before a phone is used (spec 1 §5). */
export const AgreementField = () => (
  <Form.Item
    name="agreed"
    valuePropName="checked"
    className={styles.agreement}
    rules={[{ validator: (_rule, value) => (value ? Promise.resolve() : Promise.reject(new Error(AGREEMENT_REQUIRED))) }]}
  >
    <Checkbox>
      我已阅读并同意
      <Link to="/agreement" target="_blank" onClick={(e) => e.stopPropagation()}>
        《服务协议》
      </Link>
      和
      <Link to="/privacyPolicy" target="_blank" onClick={(e) => e.stopPropagation()}>
        《隐私政策》
      </Link>
    </Checkbox>
  </Form.Item>
)
