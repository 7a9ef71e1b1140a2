import { DatePicker, Select as FormilySelect, Space, Switch as FormilySwitch } from '@formily/antd-v5'
import { connect, mapProps } from '@formily/react'
import { ArrayItems, ArrayTable } from '../fields/array/array-items.js'
import { Cascader } from '../fields/cascader/cascader.js'
import { ChannelCheckbox } from '../fields/channel-checkbox/channel-checkbox.js'
import { DateText } from '../fields/date/date-text.js'
import { FormKitItem } from '../fields/form-item/form-kit-item.js'
import { ImageUpload } from '../fields/image-upload/image-upload.js'
import { ActivityPicker, CouponPicker } from '../fields/marketing-picker/marketing-picker.js'
import { NumberInput } from '../fields/number-input/number-input.js'
import { CheckboxGroup, RadioGroup } from '../fields/options/option-group.js'
import { FormSection } from '../fields/section/form-section.js'
import { mapAriaLabel } from '../fields/shared/map-aria-label.js'
import { TextInput } from '../fields/text-input/text-input.js'
import { FileUpload } from '../fields/upload/file-upload.js'
import { StepWizardField } from '../wizard/step-wizard.js'

/** Formily's select and switch, named after their field's title (its FormItem label has no `for`). */
const Select = connect(FormilySelect, mapProps(mapAriaLabel))
const Switch = connect(FormilySwitch, mapProps((props: Parameters<typeof FormilySwitch>[0] & { 'aria-label'?: string }, field) => mapAriaLabel(props, field)))

/**
 * Every component the schema can name. `FormItem` is the toolkit's decorator with the spec's
 * generic props; `Input` is the text input, `StepWizard` and `StepWizard.Step` the wizard panes.
 */
export const formKitComponents = {
  FormItem: FormKitItem,
  Input: TextInput,
  TextInput,
  NumberInput,
  ArrayItems,
  ArrayTable,
  Upload: FileUpload,
  FileUpload,
  ImageUpload,
  Cascader,
  DatePicker,
  DateText,
  Select,
  Switch,
  Space,
  CheckboxGroup,
  RadioGroup,
  ChannelCheckbox,
  CouponPicker,
  ActivityPicker,
  FormSection,
  StepWizard: StepWizardField,
}
