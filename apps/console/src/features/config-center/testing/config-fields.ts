import type { ConfigField, DictionaryDetail } from '@yunying/contracts'

/** A configuration field as `field-config-data` answers it, named by its code unless `fieldName` is given. */
export const configField = (over: Partial<ConfigField> & Pick<ConfigField, 'fieldCode' | 'dataType'>): ConfigField => ({
  fieldName: over.fieldCode,
  optionValues: [],
  defaultValue: null,
  serviceModule: 'order-center',
  serviceModuleName: '订单中心',
  sortNum: 99,
  descrip: '',
  manualText: '',
  exampleImage: '',
  helpLink: '',
  relatedData: [],
  relatedDefaultValue: [],
  ...over,
})

/** A radio whose options each enable one dependent field, as the dictionary journey builds it. */
export const TAKEOUT_MODE = configField({
  fieldCode: 'takeout.mode',
  fieldName: '外卖模式',
  dataType: 'radio',
  optionValues: [
    { value: 'self', title: '自配送' },
    { value: 'platform', title: '平台配送' },
  ],
  defaultValue: 'self',
  relatedData: [
    { relatedValue: 'self', relatedData: [{ name: '配送半径', code: 'takeout.radius', dataType: 'number', optionValues: [] }] },
    { relatedValue: 'platform', relatedData: [{ name: '平台名称', code: 'takeout.platform', dataType: 'string', optionValues: [] }] },
  ],
  relatedDefaultValue: [{ fieldCode: 'takeout.radius', defaultValue: 3 }],
})

/** The dictionary's 外卖模式 field as `detail` answers it: a radio whose 自营 option enables 配送半径. */
export const takeoutModeDetail = (over: Partial<DictionaryDetail> = {}): DictionaryDetail => ({
  id: 7,
  applyType: 1,
  fieldName: '外卖模式',
  fieldCode: 'takeout.mode',
  serverNameAndGroup: 'order-center/takeout',
  manageType: 1,
  pageGroup: '外卖设置',
  sortNum: 10.5,
  bizTypes: '1,3',
  serviceModule: 'order-center',
  descrip: '门店接外卖单的方式',
  manualText: '',
  exampleImage: '',
  helpLink: 'https://help.example.com/takeout',
  status: 0,
  dataType: 'radio',
  optionValues: [
    { value: 'self', title: '自营' },
    { value: 'third', title: '三方' },
  ],
  relatedData: [{ relatedValue: 'self', relatedData: [{ name: '配送半径', code: 'takeout.radius', dataType: 'number', optionValues: [] }] }],
  defaultValue: 'self',
  relatedDefaultValue: [{ fieldCode: 'takeout.radius', defaultValue: 3 }],
  version: 4,
  createdAt: '2024-05-01 10:00:00',
  updatedAt: '2024-05-02 16:00:00',
  updatedBy: '运营小王',
  ...over,
})
