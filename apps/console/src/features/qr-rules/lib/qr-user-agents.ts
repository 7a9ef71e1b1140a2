/** Sample user agents for the simulator, one per app the landing page tells apart. */
export const QR_USER_AGENTS = [
  { key: 'browser', label: '手机浏览器', channel: 4, ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1' },
  { key: 'wechat', label: '微信', channel: 1, ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN' },
  { key: 'alipay', label: '支付宝', channel: 2, ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 AlipayClient/10.5.90.8000 Language/zh-Hans' },
  { key: 'douyin', label: '抖音', channel: 3, ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 aweme_29.1.0 JsSdk/2.0 BytedanceWebview/d8a21c6' },
  { key: 'wxwork', label: '企业微信', channel: 1, ua: 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 wxwork/4.1.22 MicroMessenger/7.0.1 Language/zh' },
] as const
export type QrUserAgentKey = (typeof QR_USER_AGENTS)[number]['key']
