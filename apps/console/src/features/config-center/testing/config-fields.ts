import type { ConfigField } from '@yunying/contracts'

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
